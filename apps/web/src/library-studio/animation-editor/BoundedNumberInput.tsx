import { NumberInput, type NumberInputProps } from "@mantine/core";

type Props = Omit<NumberInputProps, "min" | "max" | "onChange"> & { min: number; max: number; onValue: (value: number) => void };

/**
 * A number field whose changes are kept inside the schema's bounds, and not sent at all while it is empty
 * or half typed (a lone "-"), so no out-of-range value ever reaches a saved version.
 */
export function BoundedNumberInput({ min, max, onValue, ...rest }: Props) {
  return (
    <NumberInput
      min={min}
      max={max}
      {...rest}
      onChange={(input) => {
        if (typeof input === "number" && Number.isFinite(input)) onValue(Math.min(max, Math.max(min, input)));
      }}
    />
  );
}
