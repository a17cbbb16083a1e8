import { type CompanyEvent, companyEventSchema } from '@portal/contracts';

/** One message of the notifications socket as a company event, or null when it is none (the `ready` one). */
export function parseCompanyEvent(data: unknown): CompanyEvent | null {
  const event = companyEventSchema.safeParse(data);
  return event.success ? event.data : null;
}
