import { Group, SegmentedControl, Select, Stack } from "@mantine/core";
import { ease, STANDARD_EASINGS, type Easing } from "@framewise/scene";
import { useId, useRef, type PointerEvent, type ReactNode } from "react";
import { BoundedNumberInput } from "./BoundedNumberInput";

type Mode = "standard" | "cubic-bezier" | "spring";
type Bezier = Extract<Easing, { type: "cubic-bezier" }>;

const SIZE = 160;
const PAD = 12;
/** The graph shows progress from -0.5 to 1.5, room for a curve or spring that overshoots. */
const Y_LOW = -0.5;
const Y_HIGH = 1.5;
const toX = (x: number) => PAD + x * (SIZE - 2 * PAD);
const toY = (y: number) => PAD + ((Y_HIGH - y) / (Y_HIGH - Y_LOW)) * (SIZE - 2 * PAD);
const round = (n: number) => Math.round(n * 100) / 100;

const modeOf = (easing: Easing): Mode => (typeof easing === "string" ? "standard" : easing.type);
/** Switching mode starts from a curve close to what was there. */
const STARTING: Record<Mode, Easing> = {
  standard: "ease-out-cubic",
  "cubic-bezier": { type: "cubic-bezier", x1: 0.25, y1: 0.1, x2: 0.25, y2: 1 },
  spring: { type: "spring", stiffness: 170, damping: 26, mass: 1 },
};

function curvePath(easing: Easing): string {
  const points = Array.from({ length: 61 }, (_, i) => i / 60).map((t) => `${toX(t).toFixed(1)},${toY(ease(easing, t)).toFixed(1)}`);
  return `M${points.join("L")}`;
}

interface Props {
  value: Easing;
  /** `mergeKey`: edits of one gesture (a handle dragged) share it, so undo takes the gesture back whole. */
  onChange: (easing: Easing, mergeKey?: string) => void;
  label?: string;
}

/** An easing: one of the standard set, a cubic-bézier drawn by dragging its two handles, or a spring. */
export function EasingEditor({ value, onChange, label = "Easing" }: Props) {
  const mode = modeOf(value);
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        aria-label={`${label} kind`}
        value={mode}
        onChange={(next) => onChange(STARTING[next])}
        data={[
          { value: "standard", label: "Standard" },
          { value: "cubic-bezier", label: "Curve" },
          { value: "spring", label: "Spring" },
        ]}
      />
      {typeof value === "string" && (
        <Select
          size="xs"
          label={label}
          value={value}
          allowDeselect={false}
          searchable
          data={[...STANDARD_EASINGS]}
          onChange={(next) => next && onChange(next)}
        />
      )}
      {typeof value !== "string" && value.type === "cubic-bezier" && <BezierEditor value={value} onChange={onChange} />}
      {typeof value !== "string" && value.type === "spring" && (
        <Group gap="xs" grow>
          <BoundedNumberInput
            size="xs"
            label="Stiffness"
            min={1}
            max={1000}
            value={value.stiffness}
            onValue={(stiffness) => onChange({ ...value, stiffness }, "spring-stiffness")}
          />
          <BoundedNumberInput
            size="xs"
            label="Damping"
            min={1}
            max={200}
            value={value.damping}
            onValue={(damping) => onChange({ ...value, damping }, "spring-damping")}
          />
          <BoundedNumberInput
            size="xs"
            label="Mass"
            min={0.1}
            max={20}
            step={0.1}
            decimalScale={2}
            value={value.mass}
            onValue={(mass) => onChange({ ...value, mass }, "spring-mass")}
          />
        </Group>
      )}
      {mode !== "cubic-bezier" && <CurveGraph easing={value} label={`${label} curve`} />}
    </Stack>
  );
}

function CurveGraph({ easing, label, children }: { easing: Easing; label: string; children?: ReactNode }) {
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={label}
      style={{ background: "var(--mantine-color-gray-0)", borderRadius: 6, touchAction: "none" }}
    >
      <rect
        x={toX(0)}
        y={toY(1)}
        width={toX(1) - toX(0)}
        height={toY(0) - toY(1)}
        fill="none"
        stroke="var(--mantine-color-gray-4)"
        strokeDasharray="3 3"
      />
      <path d={curvePath(easing)} fill="none" stroke="var(--mantine-color-blue-6)" strokeWidth={2} />
      {children}
    </svg>
  );
}

/** The curve with its two control points: drag a handle, or type its coordinates. */
function BezierEditor({ value, onChange }: { value: Bezier; onChange: Props["onChange"] }) {
  const svg = useRef<SVGGElement>(null);
  const gesture = useId();
  const drags = useRef(0);

  const pointAt = (event: PointerEvent) => {
    const box = (svg.current?.ownerSVGElement ?? svg.current)!.getBoundingClientRect();
    const scale = SIZE / (box.width || SIZE);
    const x = ((event.clientX - box.left) * scale - PAD) / (SIZE - 2 * PAD);
    const y = Y_HIGH - (((event.clientY - box.top) * scale - PAD) / (SIZE - 2 * PAD)) * (Y_HIGH - Y_LOW);
    return { x: round(Math.min(1, Math.max(0, x))), y: round(Math.min(Y_HIGH, Math.max(Y_LOW, y))) };
  };
  const handle = (which: 1 | 2) => {
    const [x, y] = which === 1 ? [value.x1, value.y1] : [value.x2, value.y2];
    const [fromX, fromY] = which === 1 ? [0, 0] : [1, 1];
    return (
      <g key={which}>
        <line x1={toX(fromX)} y1={toY(fromY)} x2={toX(x)} y2={toY(y)} stroke="var(--mantine-color-gray-6)" />
        <circle
          data-testid={`bezier-handle-${which}`}
          cx={toX(x)}
          cy={toY(y)}
          r={7}
          fill="var(--mantine-color-orange-5)"
          style={{ cursor: "grab" }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture?.(event.pointerId);
            drags.current += 1;
          }}
          onPointerUp={(event) => event.currentTarget.releasePointerCapture?.(event.pointerId)}
          onPointerMove={(event) => {
            if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) return;
            const point = pointAt(event);
            const next = which === 1 ? { ...value, x1: point.x, y1: point.y } : { ...value, x2: point.x, y2: point.y };
            onChange(next, `${gesture}-${drags.current}`);
          }}
        />
      </g>
    );
  };
  const field = (key: "x1" | "y1" | "x2" | "y2", min: number, max: number) => (
    <BoundedNumberInput
      key={key}
      size="xs"
      label={key}
      min={min}
      max={max}
      step={0.05}
      decimalScale={2}
      value={value[key]}
      onValue={(bound) => onChange({ ...value, [key]: bound }, `bezier-${key}`)}
    />
  );
  return (
    <Stack gap="xs">
      <CurveGraph easing={value} label="Cubic-bézier curve">
        <g ref={svg}>{[handle(1), handle(2)]}</g>
      </CurveGraph>
      <Group gap="xs" grow>
        {field("x1", 0, 1)}
        {field("y1", -2, 3)}
        {field("x2", 0, 1)}
        {field("y2", -2, 3)}
      </Group>
    </Stack>
  );
}
