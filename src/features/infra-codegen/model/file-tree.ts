/** A node of the preview's file tree: a folder (with children) or a file (its full path as id). */
export interface FileTreeItem {
  id: string
  label: string
  children: FileTreeItem[]
}

const FOLDER_PREFIX = 'folder:'

export function isFolderId(id: string): boolean {
  return id.startsWith(FOLDER_PREFIX)
}

/**
 * The generated files as folders and files, in the order the server lists them; a folder with a
 * single folder inside is shown as one node ('src/features/x'), as code editors do.
 */
export function buildFileTree(paths: readonly string[]): FileTreeItem[] {
  const root: FileTreeItem = { id: FOLDER_PREFIX, label: '', children: [] }
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean)
    let node = root
    parts.forEach((part, index) => {
      const last = index === parts.length - 1
      const id = last ? path : `${FOLDER_PREFIX}${parts.slice(0, index + 1).join('/')}`
      let child = node.children.find((item) => item.id === id)
      if (!child) {
        child = { id, label: part, children: [] }
        node.children.push(child)
      }
      node = child
    })
  }
  return root.children.map(compact)
}

function compact(item: FileTreeItem): FileTreeItem {
  let current = item
  while (
    isFolderId(current.id) &&
    current.children.length === 1 &&
    isFolderId(current.children[0].id)
  ) {
    const [only] = current.children
    current = { id: only.id, label: `${current.label}/${only.label}`, children: only.children }
  }
  return { ...current, children: current.children.map(compact) }
}

/** Every folder id, to show the tree fully expanded. */
export function folderIds(items: readonly FileTreeItem[]): string[] {
  return items.flatMap((item) =>
    isFolderId(item.id) ? [item.id, ...folderIds(item.children)] : [],
  )
}

/** The file name of a path (what a tab shows). */
export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1)
}

/** The highlighter's language for a file, by its extension. */
export function languageOf(path: string): 'typescript' | 'sql' | 'json' | 'markdown' | 'plaintext' {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  if (['ts', 'tsx', 'js', 'jsx', 'mts'].includes(extension)) return 'typescript'
  if (extension === 'sql') return 'sql'
  if (extension === 'json') return 'json'
  if (extension === 'md') return 'markdown'
  return 'plaintext'
}
