// E-mail through nodemailer (decisions §3): SMTP when SMTP_URL is set; otherwise each message is
// written to the outbox folder as one readable .eml file and announced in the log, so a shopper on
// this machine (and the tests) can read the code.
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import { newId } from './ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Sends now; rejects when the message could not be handed over. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait (answers that must not reveal whether an account exists
   * take as long either way). Failures are logged.
   */
  sendInBackground(message: MailMessage): void;
}

export const MAIL_FROM_NAME = 'Storefront';
const MAIL_FROM_ADDRESS = 'no-reply@storefront.in';

const pending = new Set<Promise<void>>();

/** Resolves once every background send has finished (tests; a clean shutdown). */
export async function settleMail(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

function outboxFileName(to: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const who = to.toLowerCase().replace(/[^a-z0-9@._-]+/g, '_').slice(0, 80);
  return `${stamp}-${who}-${newId(6)}.eml`;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'outboxDir'>, log: FastifyBaseLogger): Mailer {
  const from = { name: MAIL_FROM_NAME, address: MAIL_FROM_ADDRESS };
  let transport: Transporter;
  let outbox = false;
  if (config.smtpUrl) {
    transport = nodemailer.createTransport(config.smtpUrl);
  } else {
    // Builds the real message (headers, encoding) without a server; we store the bytes.
    transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    outbox = true;
  }

  async function send(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    if (outbox) {
      mkdirSync(config.outboxDir, { recursive: true });
      const file = join(config.outboxDir, outboxFileName(message.to));
      await writeFile(file, (info as { message: Buffer }).message);
      log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the outbox');
    } else {
      log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'e-mail sent');
    }
  }

  return {
    send,
    sendInBackground(message) {
      const p = send(message)
        .catch((err: unknown) => log.error({ err, to: message.to, subject: message.subject }, 'e-mail could not be sent'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
  };
}

/** The code e-mail: who it is from, the code, how long it lasts, and what to do if unexpected. */
export function codeEmail(opts: { to: string; name?: string; code: string; minutes: number; purpose: 'verify' | 'reset' }): MailMessage {
  const what = opts.purpose === 'verify' ? 'verify your Storefront account' : 'reset your Storefront password';
  const subject = opts.purpose === 'verify' ? `Your Storefront verification code: ${opts.code}` : `Your Storefront password reset code: ${opts.code}`;
  const greeting = opts.name ? `Hello ${opts.name},` : 'Hello,';
  // Short lines keep the message plain 7-bit text: readable as it is in the outbox file.
  const text = [
    greeting,
    '',
    `Use this one-time code to ${what}:`,
    '',
    `    ${opts.code}`,
    '',
    `The code is valid for ${opts.minutes} minutes and can be used once.`,
    '',
    'If you did not ask for it, ignore this e-mail:',
    'nothing changes until the code is used.',
    'Storefront will never ask you for this code.',
    '',
    'Happy shopping,',
    'The Storefront team',
    '',
  ].join('\n');
  return { to: opts.to, subject, text };
}
