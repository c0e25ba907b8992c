/** Under an account number: the whole number may be kept, sealed, and heirs will need it. */
export const ACCOUNT_NUMBER_HINT =
  'You may keep the whole number here: it is sealed (encrypted), and the people who settle your estate will need it.';
