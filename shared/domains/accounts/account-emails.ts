/**
 * The emails of readers' accounts, in English and Persian, each as text and HTML from one template:
 * a subject, paragraphs, and the link with its button label. Persian HTML is right-to-left
 * (`dir="rtl"`, `lang="fa"`); the link itself stays left-to-right. Text is escaped for HTML.
 */
import type { MailMessage } from '#platform/mail/mail';

export type MailLanguage = 'en' | 'fa';
export type AccountEmail = 'verify' | 'reset' | 'already-registered';

interface Template {
  subject: string;
  paragraphs: string[];
  action?: string;
  footer: string;
}

const TEMPLATES: Record<MailLanguage, Record<AccountEmail, Template>> = {
  en: {
    verify: {
      subject: 'Confirm your email address',
      paragraphs: ['Thank you for registering. Confirm that this address is yours to finish: the link is valid for 24 hours and works once.'],
      action: 'Confirm my address',
      footer: 'If you did not register, ignore this email: nothing happens without the link.',
    },
    reset: {
      subject: 'Reset your password',
      paragraphs: ['Someone asked to reset the password of the account with this address. Choose a new password with this link: it is valid for 1 hour and works once.'],
      action: 'Choose a new password',
      footer: 'If you did not ask, ignore this email: your password stays as it is.',
    },
    'already-registered': {
      subject: 'Someone tried to register with your address',
      paragraphs: ['Someone tried to register a new account with this address, which already has one. If it was you, log in instead, or reset your password if you forgot it.'],
      action: 'Reset my password',
      footer: 'If it was not you, ignore this email: your account is unchanged.',
    },
  },
  fa: {
    verify: {
      subject: 'نشانی ایمیل خود را تأیید کنید',
      paragraphs: ['از ثبت‌نام شما سپاسگزاریم. برای پایان ثبت‌نام تأیید کنید که این نشانی از آنِ شماست: این پیوند ۲۴ ساعت و فقط یک بار کار می‌کند.'],
      action: 'تأیید نشانی من',
      footer: 'اگر شما ثبت‌نام نکرده‌اید، این ایمیل را نادیده بگیرید: بدون این پیوند هیچ اتفاقی نمی‌افتد.',
    },
    reset: {
      subject: 'بازنشانی گذرواژه',
      paragraphs: ['درخواستی برای بازنشانی گذرواژهٔ حساب این نشانی رسیده است. با این پیوند گذرواژهٔ تازه‌ای برگزینید: این پیوند یک ساعت و فقط یک بار کار می‌کند.'],
      action: 'برگزیدن گذرواژهٔ تازه',
      footer: 'اگر شما درخواست نکرده‌اید، این ایمیل را نادیده بگیرید: گذرواژهٔ شما تغییری نمی‌کند.',
    },
    'already-registered': {
      subject: 'کسی با نشانی شما ثبت‌نام کرد',
      paragraphs: ['کسی کوشید با این نشانی، که پیش‌تر حسابی دارد، حساب تازه‌ای بسازد. اگر خودتان بودید، وارد شوید یا اگر گذرواژه را فراموش کرده‌اید آن را بازنشانی کنید.'],
      action: 'بازنشانی گذرواژهٔ من',
      footer: 'اگر شما نبودید، این ایمیل را نادیده بگیرید: حساب شما تغییری نکرده است.',
    },
  },
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function html(language: MailLanguage, template: Template, link: string | undefined): string {
  const dir = language === 'fa' ? 'rtl' : 'ltr';
  const align = language === 'fa' ? 'right' : 'left';
  const paragraphs = template.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n');
  const button =
    link && template.action
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(template.action)}</a></p>\n<p dir="ltr" style="text-align:left;font-size:12px;word-break:break-all">${escapeHtml(link)}</p>`
      : '';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(template.subject)}</title></head>
<body dir="${dir}" style="font-family:Tahoma,Arial,sans-serif;text-align:${align};line-height:1.6">
${paragraphs}
${button}
<p style="color:#555;font-size:13px">${escapeHtml(template.footer)}</p>
</body>
</html>
`;
}

function text(template: Template, link: string | undefined): string {
  return [...template.paragraphs, ...(link && template.action ? [`${template.action}: ${link}`] : []), template.footer].join('\n\n') + '\n';
}

export function accountEmail(kind: AccountEmail, language: MailLanguage, to: string, link?: string): MailMessage {
  const template = TEMPLATES[language][kind];
  return { to, subject: template.subject, text: text(template, link), html: html(language, template, link) };
}

/** The link of an email: the site's pattern with the token in place of `{token}`. */
export const linkWith = (pattern: string, token: string): string => pattern.replace('{token}', encodeURIComponent(token));

/** `fa` when the request prefers Persian (Accept-Language), else `en`, unless the reader chose one. */
export function mailLanguageOf(acceptLanguage: string | undefined, chosen?: string): MailLanguage {
  if (chosen === 'fa' || chosen === 'en') return chosen;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fa') ? 'fa' : 'en';
}
