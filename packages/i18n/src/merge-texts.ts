/** A language's texts: nested objects of strings, keyed by dotted path. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Adds `extra` into `tree` in place, key by key, so a folder named like a main key adds to it. */
export function mergeTexts(tree: MessageTree, extra: MessageTree): MessageTree {
  for (const [key, value] of Object.entries(extra)) {
    const here = tree[key];
    if (typeof value !== 'string' && here !== undefined && typeof here !== 'string') mergeTexts(here, value);
    else tree[key] = typeof value === 'string' ? value : structuredClone(value);
  }
  return tree;
}
