/**
 * The proposals feature's public surface: the CODERS section page loads the list lazily from here
 * (the boundary lint allows other features only this index).
 */
export const proposalPages = {
  list: () => import('./proposals-page'),
};
