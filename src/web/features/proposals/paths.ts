/** Where the proposals pages live (inside /coders/comercial/**, so the existing access rule covers them). */
export const proposalsListPath = '/coders/comercial/propostas';
export const proposalPath = (id: string) => `${proposalsListPath}/${id}`;
export const proposalPrintPath = (id: string) => `${proposalsListPath}/${id}/imprimir`;
