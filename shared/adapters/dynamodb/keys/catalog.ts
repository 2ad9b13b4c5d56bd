/** The keys of the catalog feature's items (docs/data-model.md). */
export const catalogKeys = {
  category: (accountId: string, name: string) => ({ PK: `A#${accountId}`, SK: `CAT#${name}` }),
  /** A deleted category moves here, freeing its Name. */
  deletedCategory: (accountId: string, name: string, deletedAt: number) => ({
    PK: `A#${accountId}`,
    SK: `CATDEL#${name}#${deletedAt}`,
  }),
  /** GSI1: the categories of one folder, by Name. */
  categoryList: (accountId: string, folder: string, name: string) => ({
    GSI1PK: `A#${accountId}#CATS#${folder}`,
    GSI1SK: name,
  }),
};
