import type { Transporter } from 'nodemailer';
import type { ContactMessage } from '#common/types.ts';

const SMTP_TIMEOUT_MS = 10 * 1000;

export type SendContactMail = (message: ContactMessage) => Promise<void>;

/** Header values come from visitors: control characters (CR/LF) must never reach a header. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;
const SUBJECT_NAME_MAX_LENGTH = 80;

/** `ownerName` names the sender as the profile says now (the owner may rename themselves). */
export function createSmtpSender(
  smtpUrl: string,
  contactTo: string,
  ownerName: () => Promise<string>,
): SendContactMail {
  // The mail library is loaded on the first message, not at start-up.
  let transporting: Promise<Transporter> | undefined;
  const transport = () =>
    (transporting ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    ));
  return async (message) => {
    const name = message.name.replace(CONTROL_CHARACTERS, ' ').trim();
    const owner = (await ownerName()).replace(CONTROL_CHARACTERS, ' ').trim();
    await (
      await transport()
    ).sendMail({
      from: { name: `${owner} website`, address: contactTo },
      to: contactTo,
      replyTo: { name, address: message.email },
      subject: `Contact form: ${name.slice(0, SUBJECT_NAME_MAX_LENGTH)}`,
      text: `${message.message}\n\n-- \n${name} <${message.email}>\nSent ${message.createdAt}\n`,
    });
  };
}
