// How a render tells whoever follows it how far it got, in the language of the one who asked.

export type Lang = 'pl' | 'en' | 'de' | 'it' | 'ru';

export const LANGS: readonly Lang[] = ['pl', 'en', 'de', 'it', 'ru'];

export const langOf = (lang: string): Lang => ((LANGS as readonly string[]).includes(lang) ? (lang as Lang) : 'pl');

/**
 * Called between parts of a render with a percent (0 to 100) and what is being done. Renders
 * await it, so a slow reporter slows the render rather than piling up writes; pdfkit draws
 * synchronously, and the await is also where the worker's event loop breathes (heartbeats).
 */
export type RenderProgress = (percent: number, phase: string) => Promise<void> | void;

type Phase = 'reading' | 'drawingDevices' | 'composing' | 'writingRows' | 'numberingPages' | 'saving' | 'drawingLabels';

const PHASES: Record<Lang, Record<Phase, string>> = {
  pl: {
    reading: 'Wczytywanie danych',
    drawingDevices: 'Rysowanie urządzeń: {done} z {total}',
    composing: 'Składanie obrazu',
    writingRows: 'Zapisywanie urządzeń: {done} z {total}',
    numberingPages: 'Numerowanie stron: {total}',
    saving: 'Zapisywanie pliku',
    drawingLabels: 'Rysowanie etykiet: {done} z {total}',
  },
  en: {
    reading: 'Reading the data',
    drawingDevices: 'Drawing {done} of {total} devices',
    composing: 'Composing the image',
    writingRows: 'Writing {done} of {total} devices',
    numberingPages: 'Numbering {total} pages',
    saving: 'Saving the file',
    drawingLabels: 'Drawing {done} of {total} labels',
  },
  de: {
    reading: 'Daten werden gelesen',
    drawingDevices: 'Geräte werden gezeichnet: {done} von {total}',
    composing: 'Bild wird zusammengesetzt',
    writingRows: 'Geräte werden geschrieben: {done} von {total}',
    numberingPages: 'Seiten werden nummeriert: {total}',
    saving: 'Datei wird gespeichert',
    drawingLabels: 'Etiketten werden gezeichnet: {done} von {total}',
  },
  it: {
    reading: 'Lettura dei dati',
    drawingDevices: 'Disegno dei dispositivi: {done} di {total}',
    composing: "Composizione dell'immagine",
    writingRows: 'Scrittura dei dispositivi: {done} di {total}',
    numberingPages: 'Numerazione delle pagine: {total}',
    saving: 'Salvataggio del file',
    drawingLabels: 'Disegno delle etichette: {done} di {total}',
  },
  ru: {
    reading: 'Чтение данных',
    drawingDevices: 'Отрисовка устройств: {done} из {total}',
    composing: 'Сборка изображения',
    writingRows: 'Запись устройств: {done} из {total}',
    numberingPages: 'Нумерация страниц: {total}',
    saving: 'Сохранение файла',
    drawingLabels: 'Отрисовка этикеток: {done} из {total}',
  },
};

/** A phase in the asker's language, numbers grouped as they write them ("1,200" / "1 200"). */
export function phaseText(lang: Lang, phase: Phase, numbers: { done?: number; total?: number } = {}): string {
  const format = new Intl.NumberFormat(lang).format;
  return PHASES[lang][phase].replace('{done}', format(numbers.done ?? 0)).replace('{total}', format(numbers.total ?? 0));
}

/** Devices drawn between two progress reports. */
export const PROGRESS_EVERY = 200;
