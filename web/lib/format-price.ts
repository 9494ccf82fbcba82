// Product decision 26: money in USD, 2 decimals on the marketplace, locale-formatted on property.

/**
 * "$1,250.00", as Intl.NumberFormat("en-US", USD) writes it, by plain arithmetic: a page's
 * first use of Intl loads the browser's locale data, a long task on a phone (issue 9), and
 * a listing shows its price as the page is adopted.
 */
export function formatListingPrice(dollars: number) {
  const [whole = "0", cents] = Math.abs(dollars).toFixed(2).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${dollars < 0 ? "-" : ""}$${grouped}.${cents}`;
}

/** "$1,250,000" in the reader's own number format. */
export const formatPropertyPrice = (dollars: number) =>
  dollars.toLocaleString(undefined, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  });
