import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';

type Props = {
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
};

/** An on/off setting: the switch is named by `label` and described by the line under it. */
export function LabelledSwitch({ label, description, checked, onCheckedChange, disabled }: Props) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-sm text-zinc-900">
          {label}
        </p>
        <p id={descriptionId} className="mt-0.5 text-xs text-zinc-600">
          {description}
        </p>
      </div>
      <Switch.Root
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-zinc-300 transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-accent-600"
      >
        <Switch.Thumb className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5.5" />
      </Switch.Root>
    </div>
  );
}
