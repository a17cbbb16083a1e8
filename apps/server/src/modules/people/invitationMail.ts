import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The invitation e-mail: plain text, the link once, and when it stops working. */
export function invitationMail(input: {
  to: string;
  firstName: string;
  organizationName: string;
  productName: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  return {
    to: input.to,
    subject: `You're invited to ${input.organizationName} on ${input.productName} Developers`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `You have been invited to join ${input.organizationName} on ${input.productName} Developers.`,
      'Open this link to accept:',
      input.link,
      '',
      `The link works until ${input.expiresAt.toUTCString()}.`,
    ].join('\n'),
  };
}
