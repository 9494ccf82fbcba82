/** Download my data (issue 31). */
export function DataExport() {
  return null;
}
