import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { CrudFormDialog, ListPage, ListView, type PageParams } from '@/shared/list-kit'
import type { Resource } from './define-resource'
import {
  useResourceScreen,
  type ResourceScreen,
  type ResourceScreenOptions,
} from './use-resource-screen'

export interface ResourceViewProps<
  Item extends { id: number },
  FormIn extends FieldValues,
  FormOut,
> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resource: Resource<Item, any, any, FormIn, FormOut>
  screen: ResourceScreen<Item, FormIn, FormOut>
  /** More content inside the page's card, e.g. a screen's own dialogs. */
  children?: ReactNode
}

/** Lays out a `useResourceScreen` result: search form, toolbar, table, pager and the form dialog. */
export function ResourceView<Item extends { id: number }, FormIn extends FieldValues, FormOut>({
  resource,
  screen,
  children,
}: ResourceViewProps<Item, FormIn, FormOut>) {
  return (
    <ListPage label={resource.title}>
      <ListView
        list={screen.list}
        searchFields={screen.searchFields}
        columns={screen.columns}
        label={resource.tableLabel}
        actions={screen.toolbarActions}
      />
      <CrudFormDialog
        dialog={screen.dialog}
        emptyValues={screen.emptyValues}
        schema={resource.form.schema}
        fields={screen.formFields}
        maxWidth={resource.form.maxWidth}
        onSubmit={screen.save}
      />
      {children}
    </ListPage>
  )
}

export interface ResourcePageProps<
  Item extends { id: number },
  Save extends { id?: number },
  Query extends PageParams,
  FormIn extends FieldValues,
  FormOut,
> extends ResourceScreenOptions {
  resource: Resource<Item, Save, Query, FormIn, FormOut>
  children?: ReactNode
}

/** A whole CRUD screen from its descriptor (docs/crud-descriptor.md). */
export function ResourcePage<
  Item extends { id: number },
  Save extends { id?: number },
  Query extends PageParams,
  FormIn extends FieldValues,
  FormOut,
>({ resource, children, ...options }: ResourcePageProps<Item, Save, Query, FormIn, FormOut>) {
  const screen = useResourceScreen(resource, options)
  return (
    <ResourceView resource={resource} screen={screen}>
      {children}
    </ResourceView>
  )
}
