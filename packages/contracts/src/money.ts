/**
 * The one conversion between money on the wire (major units: 120.5 means 120.50) and money in the
 * database (whole minor units: 12050), so that no two places can round differently.
 * Every currency is counted in hundredths today, JPY included although it has no minor unit; the
 * payments work will make these currency-aware, and this is the only place it has to change.
 */
const minorUnitsPerMajor = 100;

/** A wire amount in major units -> whole minor units, rounded to the nearest one. */
export const toMinorUnits = (amount: number) => Math.round(amount * minorUnitsPerMajor);

/** Whole minor units from the database -> the wire's major units. */
export const toMajorUnits = (minor: number) => minor / minorUnitsPerMajor;
