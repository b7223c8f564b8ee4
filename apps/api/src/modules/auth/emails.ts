// {{product}} stands for the product's name: the workers put it in when they send (@trapline/db/product-settings).
import type { OutgoingEmail } from '../mail/outbox.ts';

export type Lang = 'pl' | 'en' | 'de' | 'it' | 'ru';

const RESET_TEXTS: Record<Lang, { subject: string; intro: string; action: string; expiry: string; ignore: string }> = {
  pl: {
    subject: '{{product}}: zmiana hasła',
    intro: 'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta {{product}}.',
    action: 'Ustaw nowe hasło',
    expiry: 'Link jest ważny przez godzinę i można go użyć tylko raz.',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
  },
  en: {
    subject: '{{product}}: reset your password',
    intro: 'We received a request to reset the password of your {{product}} account.',
    action: 'Set a new password',
    expiry: 'The link is valid for one hour and can be used once.',
    ignore: 'If this was not you, ignore this message.',
  },
  de: {
    subject: '{{product}}: Passwort zurücksetzen',
    intro: 'Wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres {{product}}-Kontos erhalten.',
    action: 'Neues Passwort festlegen',
    expiry: 'Der Link ist eine Stunde gültig und kann einmal verwendet werden.',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht.',
  },
  it: {
    subject: '{{product}}: reimposta la password',
    intro: 'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account {{product}}.',
    action: 'Imposta una nuova password',
    expiry: "Il link è valido per un'ora e può essere usato una sola volta.",
    ignore: 'Se non sei stato tu, ignora questo messaggio.',
  },
  ru: {
    subject: '{{product}}: сброс пароля',
    intro: 'Мы получили запрос на сброс пароля вашей учетной записи {{product}}.',
    action: 'Задать новый пароль',
    expiry: 'Ссылка действительна в течение часа и может быть использована один раз.',
    ignore: 'Если это были не вы, проигнорируйте это сообщение.',
  },
};

export function passwordResetEmail(to: string, link: string, lang: Lang): OutgoingEmail {
  const t = RESET_TEXTS[lang];
  const escaped = link.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${t.action}: ${link}\n\n${t.expiry}\n${t.ignore}\n`,
    html: `<p>${t.intro}</p><p><a href="${escaped}">${t.action}</a></p><p>${t.expiry}<br>${t.ignore}</p>`,
  };
}

const INVITATION_TEXTS: Record<
  Lang,
  { subject: string; greeting: (name: string) => string; intro: (company: string) => string; action: string; expiry: (days: number) => string; expired: string }
> = {
  pl: {
    subject: '{{product}}: zaproszenie do konta',
    greeting: (name) => `Dzień dobry, ${name}!`,
    intro: (company) => `Firma ${company} założyła dla Ciebie konto w {{product}}. Aby zacząć, ustaw swoje hasło.`,
    action: 'Ustaw hasło',
    expiry: (days) => `Link jest ważny przez ${days} dni i można go użyć tylko raz.`,
    expired: 'Jeśli link wygasł, poproś administratora o wysłanie nowego zaproszenia.',
  },
  en: {
    subject: '{{product}}: your account invitation',
    greeting: (name) => `Hello ${name},`,
    intro: (company) => `${company} has created a {{product}} account for you. To get started, set your password.`,
    action: 'Set your password',
    expiry: (days) => `The link is valid for ${days} days and can be used once.`,
    expired: 'If the link has expired, ask your administrator to send a new invitation.',
  },
  de: {
    subject: '{{product}}: Einladung zu Ihrem Konto',
    greeting: (name) => `Guten Tag ${name},`,
    intro: (company) => `${company} hat für Sie ein {{product}}-Konto angelegt. Legen Sie zum Start Ihr Passwort fest.`,
    action: 'Passwort festlegen',
    expiry: (days) => `Der Link ist ${days} Tage gültig und kann einmal verwendet werden.`,
    expired: 'Ist der Link abgelaufen, bitten Sie Ihren Administrator um eine neue Einladung.',
  },
  it: {
    subject: '{{product}}: invito al tuo account',
    greeting: (name) => `Buongiorno ${name},`,
    intro: (company) => `${company} ha creato per te un account {{product}}. Per iniziare, imposta la tua password.`,
    action: 'Imposta la password',
    expiry: (days) => `Il link è valido per ${days} giorni e può essere usato una sola volta.`,
    expired: 'Se il link è scaduto, chiedi al tuo amministratore di inviare un nuovo invito.',
  },
  ru: {
    subject: '{{product}}: приглашение в учётную запись',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: (company) => `Компания ${company} создала для вас учётную запись {{product}}. Чтобы начать работу, задайте пароль.`,
    action: 'Задать пароль',
    expiry: (days) => `Ссылка действительна ${days} дней и может быть использована один раз.`,
    expired: 'Если срок действия ссылки истёк, попросите администратора отправить новое приглашение.',
  },
};

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The invitation of a new user: a link to set the first password. Names are escaped: an admin typed them. */
export function invitationEmail(to: string, invitee: { name: string; company: string }, link: string, validDays: number, lang: Lang): OutgoingEmail {
  const t = INVITATION_TEXTS[lang];
  return {
    to,
    subject: t.subject,
    text: `${t.greeting(invitee.name)}\n\n${t.intro(invitee.company)}\n\n${t.action}: ${link}\n\n${t.expiry(validDays)}\n${t.expired}\n`,
    html: `<p>${escapeHtml(t.greeting(invitee.name))}</p><p>${escapeHtml(t.intro(invitee.company))}</p><p><a href="${escapeHtml(link)}">${t.action}</a></p><p>${t.expiry(validDays)}<br>${t.expired}</p>`,
  };
}
