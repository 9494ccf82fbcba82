// Product decision 26: money in USD, 2 decimals on the marketplace, locale-formatted on property.

/** "$1,250.00". */
export const formatListingPrice = (dollars: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(dollars);

/** "$1,250,000" in the reader's own number format. */
export const formatPropertyPrice = (dollars: number) =>
  dollars.toLocaleString(undefined, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  });
