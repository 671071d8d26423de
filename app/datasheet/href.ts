/** Browser-safe: where a product's generated datasheet PDF is served (app/routes/public/product-datasheet.ts). */
export const datasheetHref = (productId: number) => `/product/${productId}/datasheet.pdf`;
