import type { OutgoingEmail } from '../mail/outbox.ts';

type Lang = 'pl' | 'en' | 'de' | 'it' | 'ru';

const RESET_TEXTS: Record<Lang, { subject: string; intro: string; action: string; expiry: string; ignore: string }> = {
  pl: { subject: 'Trapline: zmiana hasła', intro: 'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta Trapline.', action: 'Ustaw nowe hasło', expiry: 'Link jest ważny przez godzinę i można go użyć tylko raz.', ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość.' },
  en: { subject: 'Trapline: reset your password', intro: 'We received a request to reset the password of your Trapline account.', action: 'Set a new password', expiry: 'The link is valid for one hour and can be used once.', ignore: 'If this was not you, ignore this message.' },
  de: { subject: 'Trapline: Passwort zurücksetzen', intro: 'Wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres Trapline-Kontos erhalten.', action: 'Neues Passwort festlegen', expiry: 'Der Link ist eine Stunde gültig und kann einmal verwendet werden.', ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht.' },
  it: { subject: 'Trapline: reimposta la password', intro: 'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account Trapline.', action: 'Imposta una nuova password', expiry: "Il link è valido per un'ora e può essere usato una sola volta.", ignore: 'Se non sei stato tu, ignora questo messaggio.' },
  ru: { subject: 'Trapline: сброс пароля', intro: 'Мы получили запрос на сброс пароля вашей учетной записи Trapline.', action: 'Задать новый пароль', expiry: 'Ссылка действительна в течение часа и может быть использована один раз.', ignore: 'Если это были не вы, проигнорируйте это сообщение.' },
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
