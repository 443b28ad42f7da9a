import { describe, expect, it } from 'vitest'
import { findEngineProblems } from '../engine-problems'
import { createModdle } from './bpmn-moddle'

const moddle = createModdle('flowable')

function definitionsXml(processBody: string, extraRoots = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" id="defs" targetNamespace="http://bpmn.io/schema/bpmn">
  ${extraRoots}
  <bpmn:process id="leave" isExecutable="true">${processBody}</bpmn:process>
</bpmn:definitions>`
}

async function problemsOf(processBody: string, rules?: string[], extraRoots = '') {
  const { rootElement } = await moddle.fromXML(definitionsXml(processBody, extraRoots))
  return findEngineProblems(rootElement, rules ? new Set(rules) : undefined)
}

const flow = (id: string, condition: string, attrs = '') =>
  `<bpmn:sequenceFlow id="${id}" sourceRef="gw" targetRef="end" ${attrs}>` +
  `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${condition}</bpmn:conditionExpression>` +
  `</bpmn:sequenceFlow>`

const timer = (id: string, inner: string) =>
  `<bpmn:intermediateCatchEvent id="${id}" name="等待"><bpmn:timerEventDefinition>${inner}` +
  `</bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>`

describe('findEngineProblems', () => {
  it('finds nothing in a model the engine can run', async () => {
    const problems = await problemsOf(
      `<bpmn:startEvent id="start" />
       <bpmn:userTask id="leader" name="主管审批" />
       <bpmn:exclusiveGateway id="gw" />
       ${flow('long', '${day &gt; 3 &amp;&amp; !empty reason}')}
       ${flow('short', '${day le 3}')}
       ${timer('wait', '<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT48H</bpmn:timeDuration>')}
       ${timer('at', '<bpmn:timeDate xsi:type="bpmn:tFormalExpression">${deadline}</bpmn:timeDate>')}
       <bpmn:endEvent id="end" />`,
      ['leader'],
    )
    expect(problems).toEqual([])
  })

  it('names a flow whose condition our evaluator refuses, with the reason', async () => {
    const problems = await problemsOf(
      `${flow('f1', '${day &gt;}', 'name="长假"')}
       ${flow('f2', "${execution.getVariable('day') &gt; 3}")}
       ${flow('f3', '${a.constructor}')}`,
    )
    expect(problems).toEqual([
      { elementId: 'f1', message: '连线(长假)的条件有误：表达式语法错误：表达式不完整' },
      {
        elementId: 'f2',
        message: '连线(f2)的条件有误：表达式不支持调用函数或方法（第 22 个字符）',
      },
      { elementId: 'f3', message: '连线(f3)的条件有误：表达式不允许访问 "constructor"' },
    ])
  })

  it('refuses a condition that is not ${...} (it would always pass) or is a script', async () => {
    const problems = await problemsOf(
      `${flow('plain', 'day &gt; 3')}
       <bpmn:sequenceFlow id="script" sourceRef="gw" targetRef="end">
         <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy">day &gt; 3</bpmn:conditionExpression>
       </bpmn:sequenceFlow>`,
    )
    expect(problems.map((p) => p.message)).toEqual([
      '连线(plain)的条件必须写成 ${...} 表达式',
      '连线(script)的条件使用了脚本语言 groovy，流程引擎只支持 ${...} 表达式',
    ])
  })

  it('checks the cardinality, completion condition and collection of a countersign', async () => {
    const problems = await problemsOf(
      `<bpmn:userTask id="sign" name="会签">
         <bpmn:multiInstanceLoopCharacteristics flowable:collection="\${users[}" flowable:elementVariable="user">
           <bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">three</bpmn:loopCardinality>
           <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${nrOfCompletedInstances &gt;= }</bpmn:completionCondition>
         </bpmn:multiInstanceLoopCharacteristics>
       </bpmn:userTask>
       <bpmn:userTask id="ok" name="可运行">
         <bpmn:multiInstanceLoopCharacteristics isSequential="true" flowable:collection="approvers">
           <bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">3</bpmn:loopCardinality>
           <bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${nrOfCompletedInstances / nrOfInstances &gt;= 0.5}</bpmn:completionCondition>
         </bpmn:multiInstanceLoopCharacteristics>
       </bpmn:userTask>
       <bpmn:userTask id="card" name="按表达式">
         <bpmn:multiInstanceLoopCharacteristics>
           <bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">\${count(}</bpmn:loopCardinality>
         </bpmn:multiInstanceLoopCharacteristics>
       </bpmn:userTask>`,
    )
    expect(problems).toEqual([
      { elementId: 'sign', message: '任务(会签)的循环基数必须是非负整数或 ${...} 表达式' },
      { elementId: 'sign', message: '任务(会签)的完成条件有误：表达式语法错误：表达式不完整' },
      { elementId: 'sign', message: '任务(会签)的集合表达式有误：表达式语法错误：表达式不完整' },
      {
        elementId: 'card',
        message: '任务(按表达式)的循环基数有误：表达式不支持调用函数或方法（第 6 个字符）',
      },
    ])
  })

  it('reads a collection attribute of a dialect whose descriptor is not loaded', async () => {
    const camunda = createModdle('camunda')
    const { rootElement } = await camunda.fromXML(
      definitionsXml(
        `<bpmn:userTask id="sign"><bpmn:multiInstanceLoopCharacteristics flowable:collection="\${a b}" />` +
          `</bpmn:userTask>`,
      ),
    )
    expect(findEngineProblems(rootElement)).toEqual([
      {
        elementId: 'sign',
        message: '任务(sign)的集合表达式有误：表达式语法错误：多余的内容 "b"（第 3 个字符）',
      },
    ])
  })

  it('wants timers in ISO 8601 or as ${...}', async () => {
    const problems = await problemsOf(
      `${timer('t1', '<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">48小时</bpmn:timeDuration>')}
       ${timer('t2', '<bpmn:timeDate xsi:type="bpmn:tFormalExpression">2026-02-30</bpmn:timeDate>')}
       ${timer('t3', '<bpmn:timeCycle xsi:type="bpmn:tFormalExpression">0 0/5 * * * ?</bpmn:timeCycle>')}
       ${timer('t4', '<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT${hours</bpmn:timeDuration>')}
       ${timer('t5', '')}
       ${timer('ok1', '<bpmn:timeCycle xsi:type="bpmn:tFormalExpression">R3/PT10M</bpmn:timeCycle>')}
       ${timer('ok2', '<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT${hours}H</bpmn:timeDuration>')}
       <bpmn:userTask id="task" name="审批" />
       <bpmn:boundaryEvent id="remind" name="48小时提醒" attachedToRef="task" cancelActivity="false">
         <bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">48h</bpmn:timeDuration></bpmn:timerEventDefinition>
       </bpmn:boundaryEvent>`,
    )
    expect(problems).toEqual([
      {
        elementId: 't1',
        message: '定时事件(等待)的时间 "48小时" 不是有效的 ISO 8601 时长（例如 PT48H、P2D）',
      },
      {
        elementId: 't2',
        message:
          '定时事件(等待)的时间 "2026-02-30" 不是有效的 ISO 8601 日期时间（例如 2026-01-31T09:00:00+08:00）',
      },
      {
        elementId: 't3',
        message:
          '定时事件(等待)的时间 "0 0/5 * * * ?" 不是有效的 ISO 8601 重复周期（例如 R3/PT10M）',
      },
      {
        elementId: 't4',
        message:
          '定时事件(等待)的时间表达式有误：表达式缺少结束的 "}"（从第 3 个字符的 "${" 开始）',
      },
      { elementId: 't5', message: '定时事件(等待)未设置时间' },
      {
        elementId: 'remind',
        message: '定时事件(48小时提醒)的时间 "48h" 不是有效的 ISO 8601 时长（例如 PT48H、P2D）',
      },
    ])
  })

  it('lists user tasks without an assignment rule only when the rules are given', async () => {
    const body = `<bpmn:userTask id="leader" name="主管审批" />
       <bpmn:userTask id="director" />
       <bpmn:subProcess id="sub"><bpmn:userTask id="inner" name="  " /></bpmn:subProcess>`
    expect(await problemsOf(body)).toEqual([])
    expect(await problemsOf(body, ['leader'])).toEqual([
      { elementId: 'director', message: '用户任务(director)未配置分配规则' },
      { elementId: 'inner', message: '用户任务(inner)未配置分配规则' },
    ])
    expect(await problemsOf(body, ['leader', 'director', 'inner'])).toEqual([])
  })

  it('looks into the processes of a collaboration, once each', async () => {
    const { rootElement } = await moddle.fromXML(
      definitionsXml(
        `<bpmn:userTask id="leader" name="主管审批" />`,
        `<bpmn:collaboration id="c"><bpmn:participant id="p" processRef="leave" /></bpmn:collaboration>`,
      ),
    )
    expect(findEngineProblems(rootElement, new Set())).toEqual([
      { elementId: 'leader', message: '用户任务(主管审批)未配置分配规则' },
    ])
  })

  it('accepts an empty or missing tree', () => {
    expect(findEngineProblems(null)).toEqual([])
    expect(findEngineProblems({ $type: 'bpmn:Definitions' })).toEqual([])
  })
})
