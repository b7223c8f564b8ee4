// The provider's global device catalogue and admin dictionaries, in the five data languages.
type Texts = { pl: string; en: string; de: string; it: string; ru: string };

const t = (pl: string, en: string, de: string, it: string, ru: string): Texts => ({ pl, en, de, it, ru });

/** { pl: { name }, en: { name }, ... } plus descriptions when given. */
export function translations(name: Texts, description?: Texts) {
  const langs = ['pl', 'en', 'de', 'it', 'ru'] as const;
  return Object.fromEntries(langs.map((l) => [l, description ? { name: name[l], description: description[l] } : { name: name[l] }]));
}

export const DEVICE_TYPES = [
  {
    key: 'rodent',
    color: '#862e9c',
    prefix: 'G',
    isRadio: false,
    measurementMethod: 'AMOUNT' as const,
    name: t('Pułapka na gryzonie', 'Rodent trap', 'Nagetierfalle', 'Trappola per roditori', 'Ловушка для грызунов'),
    description: t(
      'Pułapka mechaniczna na myszy i szczury',
      'Mechanical trap for mice and rats',
      'Mechanische Falle für Mäuse und Ratten',
      'Trappola meccanica per topi e ratti',
      'Механическая ловушка для мышей и крыс',
    ),
  },
  {
    key: 'bait',
    color: '#0c8599',
    prefix: 'S',
    isRadio: false,
    measurementMethod: 'AMOUNT_PERCENTAGE' as const,
    name: t('Stacja deratyzacyjna', 'Bait station', 'Köderstation', 'Stazione di esca', 'Приманочная станция'),
    description: t(
      'Zamykana stacja z przynętą rodentycydową',
      'Lockable station with rodenticide bait',
      'Verschließbare Station mit Rodentizid-Köder',
      'Stazione chiudibile con esca rodenticida',
      'Запираемая станция с родентицидной приманкой',
    ),
  },
  {
    key: 'light',
    color: '#1971c2',
    prefix: 'L',
    isRadio: false,
    measurementMethod: 'AMOUNT' as const,
    name: t('Lampa owadobójcza', 'Insect light trap', 'Insektenlichtfalle', 'Trappola luminosa per insetti', 'Световая ловушка для насекомых'),
    description: t(
      'Lampa UV z płytą lepową',
      'UV lamp with a glue board',
      'UV-Lampe mit Klebefläche',
      'Lampada UV con piastra collante',
      'УФ-лампа с клеевой пластиной',
    ),
  },
  {
    key: 'sticky',
    color: '#495057',
    prefix: 'M',
    isRadio: false,
    measurementMethod: 'AMOUNT' as const,
    name: t('Pułapka lepowa', 'Sticky trap', 'Klebefalle', 'Trappola adesiva', 'Клеевая ловушка'),
    description: t(
      'Pułapka monitorująca owady biegające',
      'Monitoring trap for crawling insects',
      'Monitoringfalle für kriechende Insekten',
      'Trappola di monitoraggio per insetti striscianti',
      'Мониторинговая ловушка для ползающих насекомых',
    ),
  },
  {
    key: 'lora',
    color: '#7048e8',
    prefix: 'R',
    isRadio: true,
    measurementMethod: 'AMOUNT' as const,
    name: t('Pułapka z czujnikiem LoRa', 'LoRa sensor trap', 'LoRa-Sensorfalle', 'Trappola con sensore LoRa', 'Ловушка с датчиком LoRa'),
    description: t(
      'Pułapka z czujnikiem ruchu i łącznością LoRaWAN',
      'Trap with a motion sensor and LoRaWAN radio',
      'Falle mit Bewegungssensor und LoRaWAN-Funk',
      'Trappola con sensore di movimento e radio LoRaWAN',
      'Ловушка с датчиком движения и радио LoRaWAN',
    ),
  },
];

export const ACTIONS = [
  { key: 'clean', shouldClean: true, isInspection: false, auto: false, name: t('Czyszczenie', 'Cleaning', 'Reinigung', 'Pulizia', 'Очистка') },
  {
    key: 'replace',
    shouldClean: false,
    isInspection: false,
    auto: false,
    name: t('Wymiana wkładu', 'Insert replacement', 'Einsatzwechsel', 'Sostituzione inserto', 'Замена вкладыша'),
  },
  { key: 'check', shouldClean: false, isInspection: true, auto: true, name: t('Przegląd', 'Inspection', 'Kontrolle', 'Ispezione', 'Осмотр') },
  { key: 'mount', shouldClean: false, isInspection: false, auto: false, name: t('Montaż', 'Installation', 'Montage', 'Installazione', 'Установка') },
];

export const OBJECTS = [
  { key: 'mouse', category: 'NORMAL' as const, name: t('Mysz', 'Mouse', 'Maus', 'Topo', 'Мышь') },
  { key: 'rat', category: 'DANGEROUS' as const, name: t('Szczur', 'Rat', 'Ratte', 'Ratto', 'Крыса') },
  { key: 'cockroach', category: 'DANGEROUS' as const, name: t('Karaluch', 'Cockroach', 'Kakerlake', 'Scarafaggio', 'Таракан') },
  { key: 'fly', category: 'NORMAL' as const, name: t('Mucha', 'Fly', 'Fliege', 'Mosca', 'Муха') },
  { key: 'moth', category: 'NORMAL' as const, name: t('Mól spożywczy', 'Pantry moth', 'Lebensmittelmotte', 'Tignola alimentare', 'Пищевая моль') },
];

export const OBSERVATIONS = [
  { key: 'eaten', type: 'BAIT_COLLECT' as const, name: t('Pobranie przynęty', 'Bait taken', 'Köderaufnahme', 'Esca consumata', 'Поедание приманки') },
  { key: 'refill', type: 'REFILL' as const, name: t('Uzupełnienie przynęty', 'Bait refill', 'Köder nachgefüllt', 'Rabbocco esca', 'Пополнение приманки') },
  { key: 'damage', type: 'NEUTRAL' as const, name: t('Uszkodzenie', 'Damage', 'Beschädigung', 'Danneggiamento', 'Повреждение') },
];

/** Which parts each type offers. */
export const TYPE_PARTS: Record<string, { actions: string[]; objects: string[]; observations: string[] }> = {
  rodent: { actions: ['clean', 'check', 'mount'], objects: ['mouse', 'rat'], observations: ['damage'] },
  bait: { actions: ['replace', 'check', 'mount'], objects: ['mouse', 'rat'], observations: ['eaten', 'refill', 'damage'] },
  light: { actions: ['clean', 'replace', 'check'], objects: ['fly', 'moth'], observations: ['damage'] },
  sticky: { actions: ['replace', 'check'], objects: ['cockroach', 'moth', 'fly'], observations: ['damage'] },
  lora: { actions: ['clean', 'check', 'mount'], objects: ['mouse', 'rat'], observations: ['damage'] },
};

export const MIXTURES = [
  {
    name: t('Pasta Brodifakum 25 ppm', 'Brodifacoum paste 25 ppm', 'Brodifacoum-Paste 25 ppm', 'Pasta brodifacoum 25 ppm', 'Паста бродифакум 25 ppm'),
    grammage: 10,
  },
  { name: t('Blok woskowy Difenakum', 'Difenacoum wax block', 'Difenacoum-Wachsblock', 'Blocco di cera difenacoum', 'Восковой блок дифенакум'), grammage: 20 },
  { name: t('Granulat Bromadiolon', 'Bromadiolone pellets', 'Bromadiolon-Granulat', 'Granuli bromadiolone', 'Гранулы бромадиолон'), grammage: 15 },
];

export const RECOMMENDATION_CATEGORIES = [
  t('Higiena', 'Hygiene', 'Hygiene', 'Igiene', 'Гигиена'),
  t('Uszczelnienie budynku', 'Building proofing', 'Gebäudeabdichtung', 'Sigillatura edificio', 'Герметизация здания'),
  t('Magazynowanie', 'Storage', 'Lagerung', 'Stoccaggio', 'Хранение'),
  t('Gospodarka odpadami', 'Waste management', 'Abfallwirtschaft', 'Gestione rifiuti', 'Обращение с отходами'),
];

export const QUESTIONS = [
  {
    q: t(
      'Czy drzwi zewnętrzne są szczelne?',
      'Are the outer doors sealed?',
      'Sind die Außentüren dicht?',
      'Le porte esterne sono sigillate?',
      'Наружные двери герметичны?',
    ),
    comment: 'Szczeliny pod drzwiami ≤ 6 mm',
  },
  {
    q: t(
      'Czy odpady są usuwane codziennie?',
      'Is waste removed daily?',
      'Wird der Abfall täglich entfernt?',
      'I rifiuti vengono rimossi ogni giorno?',
      'Удаляются ли отходы ежедневно?',
    ),
    comment: 'Kontenery zamknięte',
  },
  {
    q: t(
      'Czy wokół budynku nie ma roślinności przy ścianach?',
      'Is vegetation kept away from the walls?',
      'Ist die Vegetation von den Wänden ferngehalten?',
      'La vegetazione è lontana dai muri?',
      'Нет ли растительности у стен здания?',
    ),
    comment: 'Pas 50 cm',
  },
  {
    q: t(
      'Czy surowce są przechowywane na paletach?',
      'Are raw materials stored on pallets?',
      'Werden Rohstoffe auf Paletten gelagert?',
      'Le materie prime sono stoccate su pallet?',
      'Хранится ли сырьё на поддонах?',
    ),
    comment: 'Odstęp od ścian',
  },
];
