import type { ErrorCode } from '@trapline/contracts/errors';

type Lang = 'pl' | 'en' | 'de' | 'it' | 'ru';

/**
 * Error messages in the request's language. Polish is the default; languages without their
 * own text fall back to English.
 */
const MESSAGES: Record<ErrorCode, { pl: string; en: string } & Partial<Record<Lang, string>>> = {
  'common/validation_failed': {
    pl: 'Niepoprawne dane.',
    en: 'The request contains invalid data.',
    de: 'Die Anfrage enthält ungültige Daten.',
    it: 'La richiesta contiene dati non validi.',
    ru: 'Запрос содержит неверные данные.',
  },
  'common/not_found': {
    pl: 'Nie znaleziono zasobu.',
    en: 'Resource not found.',
    de: 'Ressource nicht gefunden.',
    it: 'Risorsa non trovata.',
    ru: 'Ресурс не найден.',
  },
  'common/forbidden': {
    pl: 'Nie masz dostępu do tego zasobu.',
    en: 'You do not have access to this resource.',
    de: 'Sie haben keinen Zugriff auf diese Ressource.',
    it: 'Non hai accesso a questa risorsa.',
    ru: 'У вас нет доступа к этому ресурсу.',
  },
  'common/conflict': { pl: 'Konflikt danych.', en: 'The data conflicts with the current state.' },
  'common/payload_too_large': { pl: 'Plik jest za duży.', en: 'The payload is too large.' },
  'common/headers_too_large': {
    pl: 'Nagłówki żądania są za duże.',
    en: 'The request headers are too large.',
    de: 'Die Kopfzeilen der Anfrage sind zu groß.',
    it: 'Le intestazioni della richiesta sono troppo grandi.',
    ru: 'Заголовки запроса слишком велики.',
  },
  'common/request_timeout': {
    pl: 'Żądanie nie dotarło w całości na czas.',
    en: 'The request did not arrive in time.',
    de: 'Die Anfrage ist nicht rechtzeitig vollständig angekommen.',
    it: 'La richiesta non è arrivata in tempo.',
    ru: 'Запрос не был получен вовремя.',
  },
  'common/unsupported_media_type': { pl: 'Nieobsługiwany typ danych.', en: 'Unsupported media type.' },
  'common/rate_limited': { pl: 'Zbyt wiele żądań. Spróbuj ponownie później.', en: 'Too many requests. Try again later.' },
  'common/internal': {
    pl: 'Coś poszło nie tak.',
    en: 'Something went wrong.',
    de: 'Etwas ist schiefgelaufen.',
    it: 'Qualcosa è andato storto.',
    ru: 'Что-то пошло не так.',
  },
  'auth/unauthorized': { pl: 'Zaloguj się, aby kontynuować.', en: 'Sign in to continue.' },
  'auth/invalid_token': { pl: 'Sesja wygasła. Zaloguj się ponownie.', en: 'Your session has expired. Sign in again.' },
  'auth/wrong_credentials': {
    pl: 'Nieprawidłowe dane logowania.',
    en: 'Wrong credentials.',
    de: 'Falsche Anmeldedaten.',
    it: 'Credenziali errate.',
    ru: 'Неверные учетные данные.',
  },
  'auth/account_blocked': {
    pl: 'Konto jest zablokowane.',
    en: 'This account is blocked.',
    de: 'Dieses Konto ist gesperrt.',
    it: 'Questo account è bloccato.',
    ru: 'Эта учетная запись заблокирована.',
  },
  'auth/too_many_attempts': { pl: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie później.', en: 'Too many failed sign-in attempts. Try again later.' },
  'auth/unknown_enterprise': { pl: 'Nieznany identyfikator firmy.', en: 'Unknown enterprise identifier.' },
  'auth/reset_token_invalid': { pl: 'Link do zmiany hasła wygasł lub został już użyty.', en: 'The password reset link has expired or was already used.' },
  'auth/invalid_client': { pl: 'Nieprawidłowy klient.', en: 'Invalid client credentials.' },
  'auth/invalid_grant': { pl: 'Nieprawidłowy lub wygasły token odświeżania.', en: 'Invalid or expired refresh token.' },
  'auth/unsupported_grant_type': { pl: 'Nieobsługiwany typ uprawnienia.', en: 'Unsupported grant type.' },
  'auth/wrong_current_password': { pl: 'Nieprawidłowe dane logowania.', en: 'Wrong credentials.' },
  'auth/email_change_token_invalid': {
    pl: 'Link potwierdzający nowy adres e-mail wygasł lub został już użyty.',
    en: 'The link confirming the new e-mail address has expired or was already used.',
    de: 'Der Link zur Bestätigung der neuen E-Mail-Adresse ist abgelaufen oder wurde bereits verwendet.',
    it: 'Il link di conferma del nuovo indirizzo e-mail è scaduto o è già stato usato.',
    ru: 'Ссылка для подтверждения нового адреса электронной почты устарела или уже использована.',
  },
  'auth/invitation_expired': {
    pl: 'Link z zaproszenia wygasł. Poproś administratora o wysłanie nowego zaproszenia.',
    en: 'The invitation link has expired. Ask your administrator to send a new invitation.',
    de: 'Der Einladungslink ist abgelaufen. Bitten Sie Ihren Administrator, eine neue Einladung zu senden.',
    it: "Il link dell'invito è scaduto. Chiedi al tuo amministratore di inviare un nuovo invito.",
    ru: 'Срок действия ссылки из приглашения истёк. Попросите администратора отправить новое приглашение.',
  },
  'auth/invitation_used': {
    pl: 'Ten link z zaproszenia został już użyty lub zastąpiony nowszym zaproszeniem.',
    en: 'This invitation link was already used or replaced by a newer invitation.',
    de: 'Dieser Einladungslink wurde bereits verwendet oder durch eine neuere Einladung ersetzt.',
    it: "Questo link d'invito è già stato usato o sostituito da un invito più recente.",
    ru: 'Эта ссылка из приглашения уже использована или заменена более новым приглашением.',
  },
  'user/invitation_accepted': {
    pl: 'Użytkownik już przyjął zaproszenie i się zalogował.',
    en: 'The user has already accepted the invitation and signed in.',
    de: 'Der Benutzer hat die Einladung bereits angenommen und sich angemeldet.',
    it: "L'utente ha già accettato l'invito e ha effettuato l'accesso.",
    ru: 'Пользователь уже принял приглашение и вошёл в систему.',
  },
  'user/blocked': {
    pl: 'Użytkownik jest zablokowany: odblokuj go przed wysłaniem zaproszenia.',
    en: 'The user is blocked: unblock them before sending an invitation.',
    de: 'Der Benutzer ist gesperrt: Entsperren Sie ihn, bevor Sie eine Einladung senden.',
    it: "L'utente è bloccato: sbloccalo prima di inviare un invito.",
    ru: 'Пользователь заблокирован: разблокируйте его перед отправкой приглашения.',
  },
  'user/invitation_limit_reached': {
    pl: 'Wysłano już zbyt wiele zaproszeń do tego użytkownika. Spróbuj ponownie później.',
    en: 'Too many invitations were sent to this user. Try again later.',
    de: 'An diesen Benutzer wurden zu viele Einladungen gesendet. Versuchen Sie es später erneut.',
    it: 'Sono stati inviati troppi inviti a questo utente. Riprova più tardi.',
    ru: 'Этому пользователю отправлено слишком много приглашений. Повторите попытку позже.',
  },
  'user/email_taken': { pl: 'Podany adres e-mail jest już zajęty.', en: 'Provided e-mail address is already taken.' },
  'user/company_users_limit_reached': { pl: 'Osiągnięto limit użytkowników w firmie.', en: 'User limit reached in the company.' },
  'subscription/only_one_active': { pl: 'Tylko jedna subskrypcja może być aktywna.', en: 'Only one subscription can be active.' },
  'company/has_dependents': {
    pl: 'Firma ma placówki lub użytkowników i nie może zostać usunięta.',
    en: 'The company has places or users and cannot be deleted.',
  },
  'company/sub_company_limit_reached': { pl: 'Osiągnięto limit klientów firmy.', en: 'The company has reached its client limit.' },
  'devices/company_devices_limit_reached': {
    pl: 'Limit urządzeń w placówce został przekroczony.',
    en: 'The device limit has been exceeded.',
    de: 'Das Gerätelimit wurde überschritten.',
    it: 'Il limite di dispositivi è stato superato.',
    ru: 'Превышен лимит устройств.',
  },
  'devices/uniqueid_already_exists': {
    pl: 'Urządzenia o podanym identyfikatorze już istnieje.',
    en: 'A device with this identifier already exists.',
    de: 'Ein Gerät mit dieser Kennung existiert bereits.',
    it: 'Esiste già un dispositivo con questo identificativo.',
    ru: 'Устройство с таким идентификатором уже существует.',
  },
  'inspection/not_completed': {
    pl: 'Tylko zakończony przegląd może zostać zatwierdzony.',
    en: 'Only a completed inspection can be approved.',
    de: 'Nur eine abgeschlossene Inspektion kann freigegeben werden.',
    it: "Solo un'ispezione completata può essere approvata.",
    ru: 'Утвердить можно только завершённую проверку.',
  },
  'inspection/already_in_progress': {
    pl: 'Masz już rozpoczęty przegląd tej placówki.',
    en: 'You already have an inspection of this place in progress.',
    de: 'Sie haben bereits eine laufende Inspektion dieses Objekts.',
    it: "Hai già un'ispezione in corso di questa struttura.",
    ru: 'У вас уже есть незавершённая проверка этого объекта.',
  },
  'inspection/not_in_progress': {
    pl: 'Przegląd nie jest w toku i nie można go zmieniać.',
    en: 'The inspection is not in progress and cannot be changed.',
    de: 'Die Inspektion läuft nicht und kann nicht geändert werden.',
    it: "L'ispezione non è in corso e non può essere modificata.",
    ru: 'Проверка не выполняется и не может быть изменена.',
  },
  'inspection/approved': {
    pl: 'Przegląd jest zatwierdzony. Cofnij zatwierdzenie, aby go zmienić.',
    en: 'The inspection is approved. Withdraw the approval to change it.',
    de: 'Die Inspektion ist freigegeben. Heben Sie die Freigabe auf, um sie zu ändern.',
    it: "L'ispezione è approvata. Revoca l'approvazione per modificarla.",
    ru: 'Проверка утверждена. Отмените утверждение, чтобы изменить её.',
  },
  'inspection/device_already_in_inspection': {
    pl: 'Urządzenie jest już w przeglądzie.',
    en: 'The device is already in the inspection.',
    de: 'Das Gerät ist bereits in der Inspektion.',
    it: "Il dispositivo è già nell'ispezione.",
    ru: 'Устройство уже есть в проверке.',
  },
  'inspection/connect_same_inspection': {
    pl: 'Nie można połączyć przeglądu z nim samym.',
    en: 'An inspection cannot be connected with itself.',
    de: 'Eine Inspektion kann nicht mit sich selbst verbunden werden.',
    it: "Un'ispezione non può essere unita a se stessa.",
    ru: 'Нельзя объединить проверку с самой собой.',
  },
  'devices/lora_dev_eui_already_exists': {
    pl: 'Ten sam DevEui jest używany przez inne urządzenie.',
    en: 'The same DevEUI is used by another device.',
    de: 'Dieselbe DevEUI wird von einem anderen Gerät verwendet.',
    it: 'Lo stesso DevEUI è usato da un altro dispositivo.',
    ru: 'Этот DevEUI уже используется другим устройством.',
  },
  'device_types/observation_type_taken': {
    pl: 'Typ urządzenia ma już obserwację tego rodzaju (dozwolona jest tylko jedna obserwacja pobrania przynęty i jedna uzupełnienia).',
    en: 'The device type already has an observation of this kind (only one bait-collect and one refill observation are allowed).',
    de: 'Der Gerätetyp hat bereits eine Beobachtung dieser Art (nur je eine Köderaufnahme- und eine Nachfüll-Beobachtung sind erlaubt).',
    it: "Il tipo di dispositivo ha già un'osservazione di questo tipo (è consentita una sola osservazione di consumo esca e una di rabbocco).",
    ru: 'У типа устройства уже есть наблюдение этого вида (допускается только одно наблюдение поедания приманки и одно пополнения).',
  },
  'device_types/in_use': {
    pl: 'Typ urządzenia jest używany przez urządzenia i nie może zostać usunięty.',
    en: 'The device type is used by devices and cannot be deleted.',
    de: 'Der Gerätetyp wird von Geräten verwendet und kann nicht gelöscht werden.',
    it: 'Il tipo di dispositivo è utilizzato da dispositivi e non può essere eliminato.',
    ru: 'Тип устройства используется устройствами и не может быть удалён.',
  },
  'device_types/part_in_use': {
    pl: 'Element katalogu ma zapisy urządzeń lub limity i nie może zostać usunięty.',
    en: 'The catalogue item has device records or limits and cannot be deleted.',
    de: 'Der Katalogeintrag hat Geräteeinträge oder Grenzwerte und kann nicht gelöscht werden.',
    it: "L'elemento del catalogo ha registrazioni dei dispositivi o limiti e non può essere eliminato.",
    ru: 'У элемента каталога есть записи устройств или лимиты, и его нельзя удалить.',
  },
  'files/category_not_empty': {
    pl: 'Kategoria zawiera pliki. Usuń je lub przenieś do innej kategorii.',
    en: 'The category contains files. Delete them or move them to another category first.',
    de: 'Die Kategorie enthält Dateien. Löschen Sie sie oder verschieben Sie sie zuerst in eine andere Kategorie.',
    it: "La categoria contiene file. Eliminali o spostali prima in un'altra categoria.",
    ru: 'Категория содержит файлы. Сначала удалите их или перенесите в другую категорию.',
  },
  'files/company_has_parent': {
    pl: 'Pliki firmy prowadzi firma nadrzędna, nie jej klient.',
    en: 'Company files are kept by the servicing company, not by its clients.',
    de: 'Firmendateien werden von der betreuenden Firma geführt, nicht von ihren Kunden.',
    it: "I file aziendali sono gestiti dall'azienda di servizio, non dai suoi clienti.",
    ru: 'Файлы компании ведёт обслуживающая компания, а не её клиенты.',
  },
  'lora/gateway_dev_eui_already_exists': {
    pl: 'Bramka o tym DevEUI już istnieje.',
    en: 'A gateway with this DevEUI already exists.',
    de: 'Ein Gateway mit dieser DevEUI existiert bereits.',
    it: 'Esiste già un gateway con questo DevEUI.',
    ru: 'Шлюз с таким DevEUI уже существует.',
  },
  'lora/not_legacy_device': {
    pl: 'To polecenie dotyczy tylko starych czujników (appEui z samych zer).',
    en: 'This command is for old sensors only (an appEui of sixteen zeros).',
    de: 'Dieser Befehl gilt nur für alte Sensoren (appEui aus sechzehn Nullen).',
    it: 'Questo comando è solo per i sensori vecchi (appEui di sedici zeri).',
    ru: 'Эта команда только для старых датчиков (appEui из шестнадцати нулей).',
  },
  'maps/jpeg_only': {
    pl: 'Plan musi być plikiem JPEG.',
    en: 'The plan must be a JPEG image.',
    de: 'Der Plan muss ein JPEG-Bild sein.',
    it: "La planimetria deve essere un'immagine JPEG.",
    ru: 'План должен быть изображением JPEG.',
  },
  'inspection/too_many_images': {
    pl: 'Urządzenie w przeglądzie może mieć najwyżej 10 zdjęć.',
    en: 'A device in an inspection holds at most 10 photos.',
    de: 'Ein Gerät einer Inspektion hat höchstens 10 Fotos.',
    it: "Un dispositivo dell'ispezione ha al massimo 10 foto.",
    ru: 'У устройства в проверке не больше 10 фотографий.',
  },
  'interventions/too_many_images': {
    pl: 'Sekcja może mieć najwyżej 3 zdjęcia.',
    en: 'A section may have at most 3 images.',
    de: 'Ein Abschnitt darf höchstens 3 Bilder haben.',
    it: 'Una sezione può avere al massimo 3 immagini.',
    ru: 'В разделе может быть не больше 3 изображений.',
  },
  'reports/too_many_requests': {
    pl: 'Za dużo raportów i eksportów generuje się jednocześnie. Poczekaj, aż się skończą, i spróbuj ponownie.',
    en: 'Too many reports and exports are being generated at once. Wait for them to finish and try again.',
    de: 'Es werden zu viele Berichte und Exporte gleichzeitig erstellt. Warten Sie, bis sie fertig sind, und versuchen Sie es erneut.',
    it: 'Troppi report ed esportazioni in generazione contemporaneamente. Attendi che finiscano e riprova.',
    ru: 'Одновременно создаётся слишком много отчётов и экспортов. Дождитесь их завершения и повторите попытку.',
  },
  'reports/no-data': {
    pl: 'Brak danych w wybranym zakresie.',
    en: 'No data in the current range.',
    de: 'Keine Daten im gewählten Zeitraum.',
    it: 'Nessun dato nel periodo selezionato.',
    ru: 'Нет данных в выбранном периоде.',
  },
  'jobs/not_failed': {
    pl: 'Ponowić można tylko zadanie, które się nie powiodło.',
    en: 'Only a failed job can be retried.',
    de: 'Nur ein fehlgeschlagener Auftrag kann wiederholt werden.',
    it: 'Si può riprovare solo un processo non riuscito.',
    ru: 'Повторить можно только задание, завершившееся ошибкой.',
  },
  'recommendation_categories/in_use': {
    pl: 'Kategoria jest przypisana do zaleceń i nie może zostać usunięta.',
    en: 'The category is used by recommendations and cannot be deleted.',
    de: 'Die Kategorie wird von Empfehlungen verwendet und kann nicht gelöscht werden.',
    it: 'La categoria è usata da raccomandazioni e non può essere eliminata.',
    ru: 'Категория используется в рекомендациях и не может быть удалена.',
  },
  'mixtures/order_outdated': {
    pl: 'Lista mieszanek zmieniła się w międzyczasie. Odśwież ją i ustaw kolejność ponownie.',
    en: 'The list of mixtures has changed meanwhile. Reload it and set the order again.',
    de: 'Die Liste der Mischungen hat sich inzwischen geändert. Laden Sie sie neu und legen Sie die Reihenfolge erneut fest.',
    it: "L'elenco delle miscele è cambiato nel frattempo. Ricaricalo e imposta di nuovo l'ordine.",
    ru: 'Список смесей за это время изменился. Обновите его и задайте порядок заново.',
  },
  'visual_inspection/order_outdated': {
    pl: 'Lista pytań zmieniła się w międzyczasie. Odśwież ją i ustaw kolejność ponownie.',
    en: 'The list of questions has changed meanwhile. Reload it and set the order again.',
    de: 'Die Liste der Fragen hat sich inzwischen geändert. Laden Sie sie neu und legen Sie die Reihenfolge erneut fest.',
    it: "L'elenco delle domande è cambiato nel frattempo. Ricaricalo e imposta di nuovo l'ordine.",
    ru: 'Список вопросов за это время изменился. Обновите его и задайте порядок заново.',
  },
  'qrcodes/no_unused_codes': {
    pl: 'Wszystkie kody tej paczki są już użyte: nie ma czego drukować.',
    en: 'Every code of this batch is already used: there is nothing left to print.',
    de: 'Alle Codes dieses Pakets sind bereits verwendet: Es gibt nichts mehr zu drucken.',
    it: 'Tutti i codici di questo lotto sono già usati: non resta nulla da stampare.',
    ru: 'Все коды этой партии уже использованы: печатать нечего.',
  },
  'qrcodes/code_used': {
    pl: 'Ten kod QR jest już przypisany do innego urządzenia.',
    en: 'This QR code is already assigned to another device.',
    de: 'Dieser QR-Code ist bereits einem anderen Gerät zugeordnet.',
    it: 'Questo codice QR è già assegnato a un altro dispositivo.',
    ru: 'Этот QR-код уже привязан к другому устройству.',
  },
  'devices/nfc_in_use': {
    pl: 'Ten tag NFC jest już przypisany do innego urządzenia.',
    en: 'This NFC tag is already assigned to another device.',
    de: 'Dieses NFC-Tag ist bereits einem anderen Gerät zugeordnet.',
    it: 'Questo tag NFC è già assegnato a un altro dispositivo.',
    ru: 'Эта NFC-метка уже привязана к другому устройству.',
  },
};

export function messageFor(code: ErrorCode, lang: string): string {
  const entry = MESSAGES[code];
  return entry[lang as Lang] ?? (lang === 'pl' ? entry.pl : entry.en);
}

/** Picks the first supported language of an Accept-Language header; Polish by default. */
export function pickLanguage(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'pl';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag === 'pl' || tag === 'en' || tag === 'de' || tag === 'it' || tag === 'ru') return tag;
  }
  return 'pl';
}

const SUCCESS = {
  passwordChanged: { pl: 'Hasło zmienione', en: 'Password changed', de: 'Passwort geändert', it: 'Password modificata', ru: 'Пароль изменён' },
  resetLinkSent: {
    pl: 'Jeśli konto istnieje, wysłaliśmy e-mail z linkiem do zmiany hasła.',
    en: 'If the account exists, we have sent an e-mail with a password reset link.',
    de: 'Falls das Konto existiert, haben wir eine E-Mail mit einem Link zum Zurücksetzen des Passworts gesendet.',
    it: "Se l'account esiste, abbiamo inviato un'e-mail con il link per reimpostare la password.",
    ru: 'Если учетная запись существует, мы отправили письмо со ссылкой для сброса пароля.',
  },
  emailChanged: {
    pl: 'Adres e-mail został zmieniony.',
    en: 'The e-mail address has been changed.',
    de: 'Die E-Mail-Adresse wurde geändert.',
    it: "L'indirizzo e-mail è stato modificato.",
    ru: 'Адрес электронной почты изменён.',
  },
} satisfies Record<string, Record<Lang, string>>;

/** Success messages the API answers with, in the request's language. */
export function successMessage(key: keyof typeof SUCCESS, lang: Lang): string {
  return SUCCESS[key][lang];
}
