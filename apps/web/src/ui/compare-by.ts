/**
 * A sort order for a table's rows by one column's value: numbers by size, text alphabetically,
 * and rows without a value last whichever the direction.
 */
export function compareBy<Row>(value: (row: Row) => string | number | null, descending: boolean) {
  return (a: Row, b: Row) => {
    const left = value(a);
    const right = value(b);
    if (left === right) return 0;
    if (left === null) return 1;
    if (right === null) return -1;
    const order = typeof left === "number" && typeof right === "number" ? left - right : String(left).localeCompare(String(right));
    return descending ? -order : order;
  };
}
