// {{product}} stands for the product's name: the workers put it in when they send (@trapline/db/product-settings).
import type { OutgoingEmail } from '../mail/outbox.ts';

type Lang = 'pl' | 'en' | 'de' | 'it' | 'ru';

const CONFIRM: Record<Lang, { subject: string; intro: (name: string) => string; action: string; expiry: string; ignore: string }> = {
  pl: {
    subject: '{{product}}: potwierdź nowy adres e-mail',
    intro: (name) => `Ten adres ma zostać adresem e-mail konta {{product}} użytkownika ${name}.`,
    action: 'Potwierdź nowy adres',
    expiry: 'Link jest ważny przez 24 godziny i można go użyć tylko raz. Do tego czasu konto zachowuje dotychczasowy adres.',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieni.',
  },
  en: {
    subject: '{{product}}: confirm your new e-mail address',
    intro: (name) => `This address is to become the e-mail address of the {{product}} account of ${name}.`,
    action: 'Confirm the new address',
    expiry: 'The link is valid for 24 hours and can be used once. Until then the account keeps its current address.',
    ignore: 'If this was not you, ignore this message: nothing will change.',
  },
  de: {
    subject: '{{product}}: neue E-Mail-Adresse bestätigen',
    intro: (name) => `Diese Adresse soll die E-Mail-Adresse des {{product}}-Kontos von ${name} werden.`,
    action: 'Neue Adresse bestätigen',
    expiry: 'Der Link ist 24 Stunden gültig und kann einmal verwendet werden. Bis dahin behält das Konto seine bisherige Adresse.',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese Nachricht: es ändert sich nichts.',
  },
  it: {
    subject: '{{product}}: conferma il nuovo indirizzo e-mail',
    intro: (name) => `Questo indirizzo diventerà l'indirizzo e-mail dell'account {{product}} di ${name}.`,
    action: 'Conferma il nuovo indirizzo',
    expiry: "Il link è valido per 24 ore e può essere usato una sola volta. Fino ad allora l'account mantiene l'indirizzo attuale.",
    ignore: 'Se non sei stato tu, ignora questo messaggio: non cambierà nulla.',
  },
  ru: {
    subject: '{{product}}: подтвердите новый адрес электронной почты',
    intro: (name) => `Этот адрес должен стать адресом электронной почты учетной записи {{product}} пользователя ${name}.`,
    action: 'Подтвердить новый адрес',
    expiry: 'Ссылка действительна 24 часа и может быть использована один раз. До этого у учетной записи остаётся прежний адрес.',
    ignore: 'Если это были не вы, проигнорируйте это сообщение: ничего не изменится.',
  },
};

const NOTICE: Record<Lang, { subject: string; text: (address: string) => string; contact: string }> = {
  pl: {
    subject: '{{product}}: zmiana adresu e-mail Twojego konta',
    text: (address) =>
      `Poproszono o zmianę adresu e-mail Twojego konta {{product}} na ${address}. Zmiana nastąpi dopiero po potwierdzeniu linkiem wysłanym na nowy adres.`,
    contact: 'Jeśli o to nie prosiłeś, skontaktuj się z administratorem swojej firmy.',
  },
  en: {
    subject: '{{product}}: change of your account e-mail address',
    text: (address) =>
      `A change of the e-mail address of your {{product}} account to ${address} was requested. It takes effect only once confirmed through the link sent to the new address.`,
    contact: 'If you did not ask for this, contact the administrator of your company.',
  },
  de: {
    subject: '{{product}}: Änderung der E-Mail-Adresse Ihres Kontos',
    text: (address) =>
      `Es wurde beantragt, die E-Mail-Adresse Ihres {{product}}-Kontos in ${address} zu ändern. Die Änderung gilt erst, wenn sie über den an die neue Adresse gesendeten Link bestätigt wird.`,
    contact: 'Wenn Sie das nicht beantragt haben, wenden Sie sich an den Administrator Ihrer Firma.',
  },
  it: {
    subject: "{{product}}: modifica dell'indirizzo e-mail del tuo account",
    text: (address) =>
      `È stata richiesta la modifica dell'indirizzo e-mail del tuo account {{product}} in ${address}. La modifica avrà effetto solo dopo la conferma tramite il link inviato al nuovo indirizzo.`,
    contact: "Se non l'hai richiesta, contatta l'amministratore della tua azienda.",
  },
  ru: {
    subject: '{{product}}: изменение адреса электронной почты вашей учетной записи',
    text: (address) =>
      `Запрошено изменение адреса электронной почты вашей учетной записи {{product}} на ${address}. Изменение вступит в силу только после подтверждения по ссылке, отправленной на новый адрес.`,
    contact: 'Если вы этого не запрашивали, свяжитесь с администратором вашей компании.',
  },
};

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** To the new address: the link that makes the change. */
export function confirmEmailChangeEmail(to: string, accountName: string, link: string, lang: Lang): OutgoingEmail {
  const t = CONFIRM[lang];
  return {
    to,
    subject: t.subject,
    text: `${t.intro(accountName)}\n\n${t.action}: ${link}\n\n${t.expiry}\n${t.ignore}\n`,
    html: `<p>${escapeHtml(t.intro(accountName))}</p><p><a href="${escapeHtml(link)}">${t.action}</a></p><p>${t.expiry}<br>${t.ignore}</p>`,
  };
}

/** To the current address: what is about to happen, without the link. */
export function emailChangeNoticeEmail(to: string, newAddress: string, lang: Lang): OutgoingEmail {
  const t = NOTICE[lang];
  return { to, subject: t.subject, text: `${t.text(newAddress)}\n\n${t.contact}\n`, html: `<p>${escapeHtml(t.text(newAddress))}</p><p>${t.contact}</p>` };
}
