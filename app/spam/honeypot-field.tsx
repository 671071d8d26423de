import { honeypotFieldName } from "./honeypot";

/** Off-screen, out of the tab order and hidden from assistive technology, so only bots fill it. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={honeypotFieldName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
