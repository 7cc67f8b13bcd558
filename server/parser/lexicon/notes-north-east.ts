/**
 * Preparation and comment words of Danish, Swedish, Polish, Brazilian Portuguese and Russian
 * recipes, written by hand. Keys are matched without case and accents (ł and ё keep their
 * letters: ł stays, ё is е).
 */
export const northEastNoteWords: readonly string[] = [
  // Danish
  ...['hakket', 'hakkede', 'finthakket', 'finthakkede', 'grofthakket', 'revet', 'revne'],
  ...['presset', 'pressede', 'skåret', 'skårne', 'skrællet', 'skrællede', 'smeltet', 'smeltede'],
  ...['blødt', 'blød', 'stødt', 'tørret', 'tørrede', 'kogt', 'kogte', 'afdryppet', 'frisk'],
  ...[
    'friske',
    'frossen',
    'frosne',
    'friskkværnet',
    'friskrevet',
    'klippet',
    'fint',
    'groft',
    'udstenet',
    'lunt',
  ],
  ...['tern', 'terninger', 'skiver', 'strimler', 'ringe', 'både', 'stykker', 'tynde'],
  ...['smag', 'stegning', 'pynt', 'servering', 'formen'],
  // Swedish
  ...['hackad', 'hackade', 'finhackad', 'finhackade', 'grovhackad', 'riven', 'rivet', 'rivna'],
  ...['pressad', 'pressade', 'skalad', 'skalade', 'skivad', 'skivade', 'tärnad', 'tärnade'],
  ...['smält', 'smälta', 'mjukt', 'mjuk', 'rumsvarmt', 'rumsvarm', 'mald', 'malda', 'malen'],
  ...['torkad', 'torkade', 'torkat', 'kokt', 'kokta', 'kokande', 'färsk', 'färska', 'färskt'],
  ...[
    'fryst',
    'frysta',
    'nymald',
    'nymalen',
    'finklippt',
    'avrunnen',
    'avrunna',
    'strimlad',
    'grovt',
  ],
  ...['tärningar', 'skivor', 'bitar', 'ringar', 'klyftor', 'strimlor', 'tunna', 'smak'],
  ...['stekning', 'garnering', 'servering'],
  // Polish
  ...polish('posiekan'),
  ...polish('pokrojon'),
  ...polish('start'),
  ...polish('obran'),
  ...polish('roztopion'),
  ...polish('przeciśnięt'),
  ...polish('mielon'),
  ...polish('suszon'),
  ...polish('ugotowan'),
  ...polish('odsączon'),
  ...polish('miękk'),
  ...polish('śwież'),
  ...['drobno', 'grubo', 'świeżo', 'opcjonalnie', 'smaku', 'smażenia', 'dekoracji', 'podania'],
  ...['posypania', 'wysmarowania', 'smarowania', 'kostkę', 'plasterki', 'krążki', 'ćwiartki'],
  ...['paski', 'kawałki', 'tarce'],
  // Brazilian Portuguese
  ...portuguese('picad'),
  ...portuguese('ralad'),
  ...portuguese('cortad'),
  ...portuguese('amassad'),
  ...portuguese('derretid'),
  ...portuguese('fatiad'),
  ...portuguese('moíd'),
  ...portuguese('cozid'),
  ...portuguese('escorrid'),
  ...portuguese('peneirad'),
  ...portuguese('limp'),
  ...portuguese('picadinh'),
  ...['gosto', 'cubos', 'rodelas', 'tiras', 'pedaços', 'temperatura', 'pele', 'casca'],
  ...['sementes', 'caroço'],
  // Russian
  ...russian('измельченн'),
  ...russian('нарезанн'),
  ...russian('терт'),
  ...russian('натерт'),
  ...russian('отварн'),
  ...russian('консервированн'),
  ...russian('размягченн'),
  ...russian('растопленн'),
  ...russian('молот'),
  ...russian('свежемолот'),
  ...russian('рублен'),
  ...russian('очищенн'),
  ...russian('охлажденн'),
  ...russian('сух'),
  ...['мелко', 'крупно', 'вкусу', 'дольками', 'кубиками', 'пластинками', 'кольцами'],
  ...['соломкой', 'полосками', 'терке'],
];

/** Words after which the rest of the food clause is a note ("salt efter smag", "соль по вкусу"). */
export const northEastNoteStarters: readonly string[] = [
  'til',
  'efter',
  'till',
  'по',
  'для',
  'без',
];

/**
 * Prepositions that start a note only next to a preparation word: "i tern", "w kostkę",
 * "em cubos", "do smaku" (but "proszku do pieczenia"), "moída na hora", "sem pele".
 */
export const northEastSoftStarters: readonly string[] = ['i', 'w', 'em', 'na', 'do', 'sem'];

function polish(stem: string): string[] {
  return ['y', 'a', 'e', 'ej', 'ego', 'ych', 'ą', 'ym', 'i', 'ie', 'iego', 'ich'].map(
    (ending) => stem + ending,
  );
}

function portuguese(stem: string): string[] {
  return ['o', 'a', 'os', 'as'].map((ending) => stem + ending);
}

function russian(stem: string): string[] {
  return ['ый', 'ая', 'ое', 'ые', 'ых', 'ого', 'ой', 'ую', 'ий', 'ие', 'их', 'его'].map(
    (ending) => stem + ending,
  );
}
