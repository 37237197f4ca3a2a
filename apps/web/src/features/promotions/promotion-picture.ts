/** The picture a promotion shows when the operator gave none or it does not load (a gift on the brand's green). */
export const PROMOTION_PICTURE = '/promotions/default.svg';
