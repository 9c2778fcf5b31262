/** Consultation booking section placeholder; replaced by the booking work. */
export function BookingSection() {
  return <section id="consultoria" aria-label="Consultoria gratuita" />;
}
