/** The refinement trees and their numbering (000 §3): the `root` of every node in a tree. */
export const TREE_ROOT = { ics: 0, publisher: 1, category: 3, topic: 4, industry: 5, documentType: 6, committee: 7 } as const;
export type Tree = keyof typeof TREE_ROOT;
