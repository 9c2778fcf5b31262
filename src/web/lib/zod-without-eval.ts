/**
 * Zod 4 probes `new Function('')` when it builds its first object schema, to compile fast parsers.
 * The pages' Content-Security-Policy forbids eval (decision 011), so the probe would be reported as a
 * violation on every page: parse without compiled code instead. Imported first by main.tsx, before
 * any schema module runs.
 */
import { config } from 'zod';

config({ jitless: true });
