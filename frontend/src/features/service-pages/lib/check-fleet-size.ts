import { FleetSizeTextSchema } from '@filebridge/contracts';

/** "1,200" is read as 1200; the rule and its words are the order's own fleet size rule. */
export function checkFleetSize(text: string): { fleetSize: number; error?: undefined } | { error: string } {
  const checked = FleetSizeTextSchema.safeParse(text.replace(/,/g, ''));
  if (checked.success) return { fleetSize: Number(checked.data) };
  return { error: checked.error.issues[0]!.message };
}
