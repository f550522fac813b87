/**
 * Everyday requests, nineteenth list: ten people, 35 requests each, written as
 * each person would type them over a few weeks, then given the call that would serve them.
 */
import { t, m, open, n } from './case-helpers.mjs';
import { at, pat, append, find, remember, addFact, recall, correct } from './case-shorthands.mjs';

const either = (...paths) => paths.flat();

// ---------------------------------------------------------------------------
// Tomasz Wieczorek, 58, ship-to-shore crane operator at the container terminal in Gdańsk.
// Dictates to his phone on the way home: no punctuation, now and then a misheard word, sometimes Polish.
// Home /home/tomasz
//   shifts/rota-november.txt
//   shifts/overtime-2024.txt
//   certificates/crane-licence-scan.jpg
//   certificates/medical-check-2023.pdf
//   allotment/seed-order.txt
//   allotment/planting-plan.txt
//   family/60th-party-guests.txt
//   family/grandson-photos/kuba-first-steps.jpg
//   family/grandson-photos/kuba-beach-sopot.jpg
//   car/skoda-service-history.txt
//   budget.txt
//   todo.txt
const TW = ['/home/tomasz', '.'];
const tw = at('/home/tomasz');
const tomasz = [
  t(`read me my to do list`, 'read_text_file', { path: tw('todo.txt') }),
  t(`what shifts have i got next week open the november rota`, 'read_text_file', { path: tw('shifts/rota-november.txt') }),
  append(`add to the overtime file saturday the 16th four hours extra on crane seven`, tw('shifts/overtime-2024.txt')),
  n(`how do you say in english when the wind is too strong and we have to stop the crane`),
  n(`what is four hours times 62 zloty 50`),
  n(`my crane licence needs renewing in march what do they usually check at the renewal`),
  t(`show me the picture of kuba walking`, 'read_media_file', { path: tw('family/grandson-photos/kuba-first-steps.jpg') }),
  remember(`remember my foreman is called marek zielinski and he wants the overtime sheets by the 25th`, 'Marek Zieliński', 'person',
    ['foreman', 'wants the overtime sheets by the 25th']),
  n(`thank you very much`),
  t(`pokaż mi listę gości na moje sześćdziesiąte urodziny`, 'read_text_file', { path: tw('family/60th-party-guests.txt') }, { l: 'pl' }),
  append(`put uncle zbyszek and his wife on it too`, tw('family/60th-party-guests.txt'), {
    h: [`show me the guest list for my 60th`, `Here is family/60th-party-guests.txt: 34 names so far, starting with Ola and Piotr, Grażyna, the Kowalskis from next door...`],
  }),
  n(`how long should a speech be at your own sixtieth birthday party`),
  t(`what did i plan to plant this spring`, 'read_text_file', { path: tw('allotment/planting-plan.txt') }),
  t(`when was the skoda last in the service`, 'read_text_file', { path: tw('car/skoda-service-history.txt') }),
  n(`the skoda squeaks when i brake on cold mornings then it stops is that dangerous`),
  t(`make a folder for allotment photos inside the allotment folder`, 'create_directory', { path: tw('allotment/photos') }),
  n(`write a short message to marek that i cannot do the sunday shift on the 24th because of my birthday party`),
  n(`so how many hours is that all together next week`, {
    h: [`what shifts have i got next week open the november rota`, `Next week, 18 to 24 November, you are on nights Monday to Thursday, 22:00 to 06:00 on crane 7, and off Friday to Sunday.`],
  }),
  recall(`what did i tell you about marek`, ['Marek', 'Marek Zieliński']),
  n(`what wind speed do they usually stop ship to shore cranes at`),
  append(`add to the budget hall deposit for the party 2000 paid`, tw('budget.txt')),
  n(`ile to jest dwa tysiące złotych w euro mniej więcej`, { l: 'pl' }),
  t(`move the to do list into the family folder it is mostly party things now`, 'move_file', { source: tw('todo.txt'), destination: tw('family/todo.txt') }),
  addFact(`marek's phone number is 601 233 870 remember that`, 'Marek Zieliński', ['phone 601 233 870']),
  n(`ok good`),
  find(`search for anything with party in the name`, TW, ['party']),
  t(`and when did i last change it`, 'get_file_info', { path: tw('family/60th-party-guests.txt') }, {
    h: [`search for anything with party in the name`, `I found one file: family/60th-party-guests.txt.`],
  }),
  n(`give me a short funny toast for the lads from the crane crew`),
  n(`when do i put the potatoes in then here near gdansk`, {
    h: [`what did i plan to plant this spring`, `Your allotment/planting-plan.txt has early potatoes, onion sets, broad beans, beetroot, two rows of dill and the tomatoes in the little greenhouse.`],
  }),
  n(`is it better to put garlic in in autumn or in spring`),
  m(`my daughter ola is getting married next year to pawel nowak he is an electrician from sopot remember that`, [
    ['create_entities', { entities: [[{ name: 'Paweł Nowak', entityType: 'person', observations: ['electrician from Sopot', 'engaged to Ola, marrying next year'] }]] }],
    ['create_relations', { relations: [[{ from: 'Paweł Nowak', to: 'Ola', relationType: 'engaged to' }]] }],
  ], { also: ['add_observations'] }),
  n(`make it shorter and not so formal`, {
    h: [`write a short message to marek that i cannot do the sunday shift on the 24th`, `Dear Marek, I am writing to let you know that unfortunately I will not be able to work the Sunday shift on the 24th, as I have a family celebration that day. I apologise for the inconvenience. Best regards, Tomasz`],
  }),
  open(`what do you know about my family`, ['read_graph', 'search_nodes']),
  n(`dziękuję dobranoc`, { l: 'pl' }),
  correct(`correction marek wants the overtime sheets by the 20th not the 25th`, 'Marek Zieliński', 'wants the overtime sheets by the 25th', 'wants the overtime sheets by the 20th'),
];

// ---------------------------------------------------------------------------
// Lerato Mokoena, 24, junior architect at a small practice in Johannesburg. Types fast on her phone:
// slang, typos, no capitals, the odd word of isiZulu or Sesotho.
// Home /home/lerato
//   projects/soweto-library/brief.txt
//   projects/soweto-library/site-notes.txt
//   projects/soweto-library/renders/facade-v3.png
//   projects/house-dlamini/client-feedback.txt
//   projects/house-dlamini/area-schedule.csv
//   portfolio/cv-2024.txt
//   portfolio/cover-letter-draft.txt
//   personal/gym-plan.txt
//   personal/rent-split.txt
//   reading-list.txt
//   ideas.txt
const LM = ['/home/lerato', '.'];
const lm = at('/home/lerato');
const lerato = [
  t(`yo wat did mr dlamini say abt the kitchen, open his feedback`, 'read_text_file', { path: lm('projects/house-dlamini/client-feedback.txt') }),
  n(`whats a good way to say "ur idea is bad" to a client but nicely lol`),
  t(`show me the facade render v3 pls`, 'read_media_file', { path: lm('projects/soweto-library/renders/facade-v3.png') }),
  t(`wats in the soweto library folder`, 'list_directory', { path: lm('projects/soweto-library') }, { also: ['directory_tree', 'list_directory_with_sizes'] }),
  n(`explain passive cooling like im 5`),
  append(`add to my ideas: courtyard w jacaranda trees for the library, shade for readers`, lm('ideas.txt')),
  t(`how much do i owe for rent this month, check the rent split`, 'read_text_file', { path: lm('personal/rent-split.txt') }),
  n(`8400 split 3 ways?`),
  remember(`remember thandi is the structural engineer on the library job, she hates late drawings`, 'Thandi', 'person',
    ['structural engineer on the Soweto library project', 'hates late drawings']),
  n(`ngiyabonga sisi 🙏`, { l: 'zu' }),
  t(`read my cover letter draft n tell me if its cringe`, 'read_text_file', { path: lm('portfolio/cover-letter-draft.txt') }),
  n(`ok make the opening less cringe then`, {
    h: [`read my cover letter draft n tell me if its cringe`, `It's not cringe, but the opening ("I have always been passionate about buildings since I was a little girl") is a bit generic. The middle part about the Soweto library is strong.`],
  }),
  t(`whats the total area on the dlamini schedule`, 'read_text_file', { path: lm('projects/house-dlamini/area-schedule.csv') }),
  n(`wats the diff between gross and net floor area again`),
  find(`where's that site notes thing`, LM, ['site-notes', 'site']),
  append(`add "no windows facing the taxi rank side, too loud" to it`, lm('projects/soweto-library/site-notes.txt'), {
    h: [`where's that site notes thing`, `It's projects/soweto-library/site-notes.txt.`],
  }),
  n(`im so tired bro this deadline is killing me`),
  n(`whats a good 20 min workout i can do at my desk lol`),
  recall(`who was the engineer again on the library`, ['engineer', 'Thandi', 'library']),
  n(`give me 3 precedents of community libraries in africa i should look at`),
  m(`put the cv into a new folder called applications`, [
    ['create_directory', { path: either(lm('applications'), lm('portfolio/applications')) }],
    ['move_file', { source: lm('portfolio/cv-2024.txt'), destination: either(lm('applications/cv-2024.txt'), lm('portfolio/applications/cv-2024.txt')) }],
  ], { note: 'the new folder may sit in the home folder or inside portfolio' }),
  t(`add "the timber building book" n "lagos: how it works" to my reading list`, 'edit_file', { path: lm('reading-list.txt') }, { also: ['read_text_file', 'write_file'] }),
  n(`is it "affect" or "effect" in "the shade will ___ the reading room temp"`),
  n(`is that big for a 4 bedroom? he thinks its too small`, {
    h: [`whats the total area on the dlamini schedule`, `projects/house-dlamini/area-schedule.csv adds up to 214.6 m² gross: 128.4 m² on the ground floor and 86.2 m² upstairs.`],
  }),
  addFact(`thandi's email is thandi.k@ubuntueng.co.za btw`, 'Thandi', ['email thandi.k@ubuntueng.co.za']),
  n(`lol thx`),
  t(`kea leboha. bontsha brief ya library hape`, 'read_text_file', { path: lm('projects/soweto-library/brief.txt') }, { l: 'st' }),
  t(`how big is that render file? need to email it`, 'get_file_info', { path: lm('projects/soweto-library/renders/facade-v3.png') }, { also: ['list_directory_with_sizes'] }),
  n(`whats the max attachment size on gmail`),
  m(`compare the brief and the site notes, anything clash?`, [['read_multiple_files', { paths: [[lm('projects/soweto-library/brief.txt')[0], lm('projects/soweto-library/site-notes.txt')[0]], [lm('projects/soweto-library/brief.txt')[1], lm('projects/soweto-library/site-notes.txt')[1]]] }]], { also: ['read_text_file'] }),
  n(`draft a 2 line whatsapp to thandi saying drawings come friday not wed, sorry`),
  t(`make a folder "house-mokoena" in projects, doing my mom's extension 😅`, 'create_directory', { path: lm('projects/house-mokoena') }),
  n(`how much should i charge family for drawings ngl`),
  m(`actually thandi doesnt hate late drawings, that was sipho the QS. fix that`, [
    ['delete_observations', { deletions: [[{ entityName: 'Thandi', observations: ['hates late drawings'] }]] }],
    ['create_entities', { entities: [[{ name: 'Sipho', entityType: 'person', observations: ['quantity surveyor', 'hates late drawings'] }]] }],
  ], { also: ['add_observations'] }),
  n(`3.2m x 4.5m room, how many square meters`),
];

// ---------------------------------------------------------------------------
// Hiroshi Tanaka, 71, retired railway signalman in Sendai, keeps bonsai and is writing down his memories of
// the line. Writes long, careful, polite sentences in English he learned late, and sometimes in Japanese.
// Home /home/hiroshi
//   bonsai/watering-schedule.txt
//   bonsai/tree-records/juniper-1998.txt
//   bonsai/tree-records/maple-2011.txt
//   bonsai/tree-records/pine-2005.txt
//   bonsai/photos/juniper-spring.jpg
//   railway-memories/chapter-1-senseki-line.txt
//   railway-memories/chapter-2-the-1978-earthquake.txt
//   railway-memories/timeline.txt
//   health/blood-pressure-log.csv
//   health/medicine-list.txt
//   letters/to-grandson-ken.txt
//   haiku.txt
const HT = ['/home/hiroshi', '.'];
const ht = at('/home/hiroshi');
const hiroshi = [
  t(`Good morning. Would you kindly show me the watering schedule for my trees, as the weather has become warm again?`, 'read_text_file', { path: ht('bonsai/watering-schedule.txt') }),
  t(`Please tell me what I have written about the juniper which I started in 1998.`, 'read_text_file', { path: ht('bonsai/tree-records/juniper-1998.txt') }),
  n(`I would like to ask, what is the proper season for wiring a Japanese maple, before or after the leaves open?`),
  append(`Please add to the record of the maple that today, 3 November, I removed the wire from the lower branch and it had not marked the bark.`, ht('bonsai/tree-records/maple-2011.txt')),
  t(`盆栽の写真フォルダに何が入っているか見せてください。`, 'list_directory', { path: ht('bonsai/photos') }, { l: 'ja' }),
  t(`I am sorry to trouble you, but could you show me the photograph of the juniper taken in spring?`, 'read_media_file', { path: ht('bonsai/photos/juniper-spring.jpg') }),
  n(`It is very beautiful, thank you. My late wife liked this tree most of all.`),
  t(`Please read to me the first chapter of my railway memories so that I may continue where I stopped.`, 'read_text_file', { path: ht('railway-memories/chapter-1-senseki-line.txt') }),
  n(`Could you help me to find a better English word than "very big noise" for the sound of the earthquake in 1978?`),
  n(`What would be a good sentence to begin the next part, when I learn the signals for the first time?`, {
    h: [`Please read to me the first chapter of my railway memories so that I may continue where I stopped.`, `Chapter one ends with you arriving at Shiogama station in the spring of 1969, snow still on the platform, and the stationmaster showing you the lever frame for the first time.`],
  }),
  remember(`Please remember that my grandson Ken is studying mechanical engineering in Tokyo and his birthday is on 14 February.`, 'Ken', 'person',
    ['grandson', 'studies mechanical engineering in Tokyo', 'birthday 14 February']),
  n(`What would be a suitable gift for a young man of twenty who studies engineering? I do not know the modern things.`),
  t(`I would like to read again the letter I began to write to Ken.`, 'read_text_file', { path: ht('letters/to-grandson-ken.txt') }),
  n(`Would you kindly correct the grammar of this sentence: "I am proud for you and your study is going good I hope."`),
  append(`Please record my blood pressure of this morning, 138 over 84, pulse 72.`, ht('health/blood-pressure-log.csv')),
  n(`Is 138 over 84 too high for a man of my age? I do not wish to trouble the doctor without reason.`),
  t(`私が飲んでいる薬のリストをもう一度読んでください。`, 'read_text_file', { path: ht('health/medicine-list.txt') }, { l: 'ja' }),
  n(`Thank you for your patience with an old man.`),
  find(`I have forgotten where I wrote about the pine tree. Could you search for it, please?`, HT, ['pine']),
  t(`Please also tell me when I last wrote in that file.`, 'get_file_info', { path: ht('bonsai/tree-records/pine-2005.txt') }, {
    h: [`I have forgotten where I wrote about the pine tree. Could you search for it, please?`, `I found it: bonsai/tree-records/pine-2005.txt.`],
  }),
  n(`Please make a haiku about the first frost on the pine, in the 5-7-5 form.`),
  append(`That is lovely. Please add it to my haiku file with today's date.`, ht('haiku.txt'), {
    h: [`Please make a haiku about the first frost on the pine, in the 5-7-5 form.`, `First frost on the pine —\nthe old needles hold the light\na moment longer`],
  }),
  n(`How many years is it from 1978 to now? I become confused with the numbers.`),
  t(`I wish to begin a third chapter. Please create a new file in the railway memories folder named chapter-3-retirement.txt, with the title "Chapter 3: The Last Train I Signalled".`, 'write_file', { path: ht('railway-memories/chapter-3-retirement.txt') }),
  recall(`When is Ken's birthday? I told you before but I do not remember.`, ['Ken']),
  n(`新幹線が仙台まで開業したのは何年でしたか。`, { l: 'ja' }),
  addFact(`Please remember also that Ken likes old steam locomotives, like his grandfather.`, 'Ken', ['likes old steam locomotives']),
  n(`Good night.`),
  t(`Could you show me everything in my home folder, all of the folders and what is inside them? I am not good with the computer.`, 'directory_tree', { path: HT }, { also: ['list_directory'] }),
  m(`Please read both chapters one and two, and tell me if I have told the same story twice.`, [['read_multiple_files', { paths: [[ht('railway-memories/chapter-1-senseki-line.txt')[0], ht('railway-memories/chapter-2-the-1978-earthquake.txt')[0]], [ht('railway-memories/chapter-1-senseki-line.txt')[1], ht('railway-memories/chapter-2-the-1978-earthquake.txt')[1]]] }]], { also: ['read_text_file'] }),
  n(`Which part should I remove, then? I think the story of the stationmaster's cat is more important in chapter two.`, {
    h: [`Please read both chapters one and two, and tell me if I have told the same story twice.`, `Yes: the story of the stationmaster's cat that slept on the signal lever appears at the end of chapter one and again in the middle of chapter two, told almost the same way.`],
  }),
  n(`What is the name of the hot wind that comes down from the mountains in spring? It is not good for bonsai, I think.`),
  correct(`I made a mistake: Ken's birthday is on 24 February, not 14 February. Please correct it.`, 'Ken', 'birthday 14 February', 'birthday 24 February'),
  n(`ありがとうございました。またよろしくお願いします。`, { l: 'ja' }),
  n(`Please tell me, is it true that a juniper can live longer than a person? I hope mine will go to Ken one day.`),
];

// ---------------------------------------------------------------------------
// Chiara Bellandi, 39, runs a one-woman wedding and events planning business in Florence. Types terse
// commands between site visits, in English for foreign clients and in Italian when she is tired.
// Home /home/chiara
//   clients/rossi-ferri-2025/timeline.txt
//   clients/rossi-ferri-2025/budget.csv
//   clients/rossi-ferri-2025/guest-list.csv
//   clients/miller-wedding/timeline.txt
//   clients/miller-wedding/menu-options.txt
//   clients/miller-wedding/venue-villa-medici-lilliano.jpg
//   vendors/florists.txt
//   vendors/caterers.txt
//   vendors/musicians-and-djs.txt
//   invoices/inv-2024-031.txt
//   invoices/inv-2024-032.txt
//   templates/contract-template.txt
//   to-do.txt
const CB = ['/home/chiara', '.'];
const cb = at('/home/chiara');
const chiara = [
  t(`miller timeline`, 'read_text_file', { path: cb('clients/miller-wedding/timeline.txt') }),
  n(`45 min enough for vineyard photos with 80 guests waiting?`, {
    h: [`miller timeline`, `clients/miller-wedding/timeline.txt: 15:30 ceremony in the garden, 16:15 aperitivo on the terrace, 18:00 photos in the vineyard, 19:30 dinner in the cortile, 22:00 cake and first dance, 00:30 shuttle.`],
  }),
  n(`translate for the millers: "il servizio al tavolo è incluso, il vino no"`),
  n(`peonies in september, possible or no`),
  append(`to-do: call villa re: generator, confirm shuttle 18:30`, cb('to-do.txt')),
  remember(`remember: giulia from fiori di giulia, best for peonies, needs 3 weeks notice`, 'Giulia', 'florist',
    ['Fiori di Giulia', 'best for peonies', 'needs 3 weeks notice']),
  t(`quanti invitati hanno confermato per rossi-ferri?`, 'read_text_file', { path: cb('clients/rossi-ferri-2025/guest-list.csv') }, { l: 'it' }),
  n(`120 guests, 10 per table. tables?`),
  t(`rossi-ferri budget, what's left`, 'read_text_file', { path: cb('clients/rossi-ferri-2025/budget.csv') }),
  n(`email to mrs miller: rain plan is the limonaia, 80 seated, no extra cost. warm but short`),
  n(`less warm. she's a lawyer`, {
    h: [`email to mrs miller: rain plan is the limonaia, 80 seated, no extra cost. warm but short`, `Dear Mrs Miller, I'm so happy to reassure you: should the Tuscan sky decide not to cooperate, we'll move everything into the beautiful limonaia, which seats 80 comfortably — at no extra cost at all! Warmly, Chiara`],
  }),
  t(`venue photo miller`, 'read_media_file', { path: cb('clients/miller-wedding/venue-villa-medici-lilliano.jpg') }),
  t(`invoices folder`, 'list_directory', { path: cb('invoices') }),
  t(`inv 032, total?`, 'read_text_file', { path: cb('invoices/inv-2024-032.txt') }),
  n(`4800 + 22% iva`),
  find(`where did i put the dj list`, CB, ['dj', 'music']),
  t(`new client folder: okafor-2026`, 'create_directory', { path: cb('clients/okafor-2026') }),
  m(`copy contract template into it as contract.txt`, [
    ['read_text_file', { path: cb('templates/contract-template.txt') }],
    ['write_file', { path: cb('clients/okafor-2026/contract.txt') }],
  ], { h: [`new client folder: okafor-2026`, `Done — created clients/okafor-2026.`] }),
  n(`grazie`, { l: 'it' }),
  recall(`which florist needs 3 weeks notice?`, ['florist', 'notice', 'Giulia']),
  n(`ideas for a welcome bag for american guests in chianti, budget 25€ each`),
  append(`add to miller timeline: 17:15 string trio starts, cortile`, cb('clients/miller-wedding/timeline.txt')),
  n(`è corretto dire "sposi" anche per due donne?`, { l: 'it' }),
  addFact(`giulia raised prices 10% from jan`, 'Giulia', ['prices up 10% from January']),
  n(`rossi-ferri want fireworks. permit needed in tuscany?`),
  n(`sunset time florence mid june roughly`),
  t(`move inv 031 into clients/miller-wedding, it's theirs`, 'move_file', { source: cb('invoices/inv-2024-031.txt'), destination: cb('clients/miller-wedding/inv-2024-031.txt') }),
  n(`ok`),
  m(`both timelines, any clash on 14 june?`, [['read_multiple_files', { paths: [[cb('clients/miller-wedding/timeline.txt')[0], cb('clients/rossi-ferri-2025/timeline.txt')[0]], [cb('clients/miller-wedding/timeline.txt')[1], cb('clients/rossi-ferri-2025/timeline.txt')[1]]] }]], { also: ['read_text_file'] }),
  t(`aggiungi alla lista fornitori catering: Trattoria Da Sergio, Impruneta, 055 201 3344`, 'edit_file', { path: cb('vendors/caterers.txt') }, { l: 'it', also: ['read_text_file', 'write_file'] }),
  n(`how do i politely say no to a bride who wants doves released`),
  recall(`cosa ti ho detto di giulia?`, ['Giulia'], { l: 'it' }),
  t(`sizes of everything in clients, need to clear space`, 'list_directory_with_sizes', { path: cb('clients') }, { also: ['directory_tree', 'list_directory'] }),
  n(`stressed. 3 weddings in 2 weeks. one tip.`),
  t(`delete giulia, she closed the shop`, 'delete_entities', { entityNames: [['Giulia']] }),
];

// ---------------------------------------------------------------------------
// Diego Fernández, 33, bicycle courier in Buenos Aires who fixes bikes for friends on the side. Types with
// one thumb between deliveries: typos, no accents, English mixed with porteño Spanish.
// Home /home/diego
//   entregas/viajes-noviembre.csv
//   entregas/clientes-frecuentes.txt
//   taller/reparaciones-pendientes.txt
//   taller/precios-repuestos.txt
//   taller/fotos/cuadro-roto-nico.jpg
//   bici/mi-bici-specs.txt
//   alquiler.txt
//   playlist-ideas.txt
//   notas.txt
const DF = ['/home/diego', '.'];
const df = at('/home/diego');
const diego = [
  t(`how many trips i did in novemebr, check the csv`, 'read_text_file', { path: df('entregas/viajes-noviembre.csv') }),
  n(`how many km is palermo to la boca more or less`),
  t(`wich repairs are pending`, 'read_text_file', { path: df('taller/reparaciones-pendientes.txt') }),
  append(`add: nico, rear derailleur cable + truing front wheel, for friday`, df('taller/reparaciones-pendientes.txt')),
  n(`como se dice "cubierta" en ingles, the bike thing`, { l: 'es' }),
  t(`show me the foto of nicos frame`, 'read_media_file', { path: df('taller/fotos/cuadro-roto-nico.jpg') }),
  n(`can that crack be welded or is aluminio dead`),
  t(`cuanto cobro un cambio de cadena? fijate en la lista de precios`, 'read_text_file', { path: df('taller/precios-repuestos.txt') }, { l: 'es' }),
  n(`if chain is 18000 pesos and labor 7000 and i give 10% discount`),
  remember(`remember the guy from the bakery on thames street always pays cash and tips good, name is ruben`, 'Rubén', 'person',
    ['from the bakery on Thames street', 'always pays cash', 'tips well']),
  n(`my knee hurts after long days on the bike, saddle too low maybe?`),
  n(`thx man`),
  t(`whats my bike specs again, the tyre size`, 'read_text_file', { path: df('bici/mi-bici-specs.txt') }),
  n(`is that ok for the cobblestones in san telmo or go wider`, {
    h: [`whats my bike specs again, the tyre size`, `bici/mi-bici-specs.txt says 700x28c Continental Gatorskins on a steel frame, size 56.`],
  }),
  append(`put in notas: dont take av 9 de julio at 18hs never again`, df('notas.txt')),
  recall(`who was the cash guy from the bakery`, ['bakery', 'Rubén', 'Ruben', 'cash']),
  t(`when is rent due, its in the alquiler file`, 'read_text_file', { path: df('alquiler.txt') }),
  n(`landlord wants to raise 40%, is that legal in argentina now`),
  t(`donde guarde la lista de clientes que piden seguido?`, 'search_files', { path: DF, pattern: pat('clientes', 'frecuentes') }, { l: 'es' }),
  n(`write msg to my landlord asking to keep rent for 3 more months, respectful but firm`),
  n(`mas corto y en castellano`, {
    l: 'es',
    h: [`write msg to my landlord asking to keep rent for 3 more months, respectful but firm`, `Dear Mr. Gómez, I hope you're well. Given the current circumstances, I would like to ask whether we could keep the rent at its current amount for three more months. I've always paid on time and would like to continue...`],
  }),
  t(`make new folder taller/fotos/antes-despues`, 'create_directory', { path: df('taller/fotos/antes-despues') }),
  addFact(`ruben also wants his daughters bike fixed, pink one, flat tyre`, 'Rubén', ["daughter's pink bike needs a flat tyre fixed"]),
  n(`jaja ok`),
  t(`add to playlist ideas: los espiritus, el mato a un policia motorizado`, 'edit_file', { path: df('playlist-ideas.txt') }, { also: ['read_text_file', 'write_file'] }),
  n(`best songs to ride fast to, 5 of them`),
  t(`move nico photo to the antes-despues folder`, 'move_file', { source: df('taller/fotos/cuadro-roto-nico.jpg'), destination: df('taller/fotos/antes-despues/cuadro-roto-nico.jpg') }, {
    h: [`make new folder taller/fotos/antes-despues`, `Done, created taller/fotos/antes-despues.`],
  }),
  n(`whats better in the rain, disc or rim brakes`),
  n(`how to true a wheel without a truing stand`),
  t(`show me everything i got, all folders`, 'directory_tree', { path: DF }, { also: ['list_directory'] }),
  n(`que onda, estas ahi?`, { l: 'es' }),
  n(`is that good for a month? i want 250`, {
    h: [`how many trips i did in novemebr, check the csv`, `entregas/viajes-noviembre.csv has 212 trips so far in November, 1,934 km in total; your best day was the 14th with 17 trips.`],
  }),
  correct(`no wait ruben pays with mercado pago now not cash`, 'Rubén', 'always pays cash', 'pays with Mercado Pago'),
  n(`how much protein should i eat if i ride 80km a day`),
  t(`read clientes frecuentes and tell me who i havent delivered to in a while`, 'read_text_file', { path: df('entregas/clientes-frecuentes.txt') }),
];

// ---------------------------------------------------------------------------
// Priya Raghunathan, 45, runs a community pharmacy in Mylapore, Chennai, with two assistants. Terse,
// exact, Indian English; writes to the assistant in Tamil when it is about home.
// Home /home/priya
//   pharmacy/stock-expiring-dec.csv
//   pharmacy/supplier-contacts.txt
//   pharmacy/staff-rota.txt
//   pharmacy/fridge-temperature-log.txt
//   pharmacy/shop-accounts-2024.csv
//   cpd/course-notes-diabetes.txt
//   cpd/certificates/cpd-2024.pdf
//   home/daughter-exam-timetable.txt
//   home/grocery-list.txt
//   home/recipes/rasam.txt
//   reminders.txt
const PR = ['/home/priya', '.'];
const pr = at('/home/priya');
const priya = [
  t(`Expiring stock for December. List.`, 'read_text_file', { path: pr('pharmacy/stock-expiring-dec.csv') }),
  append(`Log fridge: 4.6°C at 09:10, checked by Karthik.`, pr('pharmacy/fridge-temperature-log.txt')),
  n(`Power cut 3 hours yesterday evening, it went up to 11°C. Vaccines still usable?`, {
    h: [`Log fridge: 4.6°C at 09:10, checked by Karthik.`, `Added to pharmacy/fridge-temperature-log.txt: "4.6°C, 09:10, checked by Karthik".`],
  }),
  n(`Insulin storage range, 2 to 8 correct?`),
  t(`Supplier number for Apollo distributor.`, 'read_text_file', { path: pr('pharmacy/supplier-contacts.txt') }),
  remember(`Note: Mr. Subramanian, regular, metformin 500 twice daily, prefers generic, comes first week of month.`, 'Mr. Subramanian', 'customer',
    ['regular customer', 'metformin 500 mg twice daily', 'prefers generic', 'comes first week of the month']),
  t(`Who is on Sunday? Rota.`, 'read_text_file', { path: pr('pharmacy/staff-rota.txt') }),
  n(`Explain difference between Schedule H and H1 in two lines.`),
  n(`18 strips × 10 tablets × ₹2.40.`),
  t(`மகளின் தேர்வு அட்டவணையைக் காட்டு.`, 'read_text_file', { path: pr('home/daughter-exam-timetable.txt') }, { l: 'ta' }),
  append(`Grocery: toor dal 2kg, curry leaves, coconut oil.`, pr('home/grocery-list.txt')),
  n(`Thanks.`),
  recall(`What does Subramanian take?`, ['Subramanian', 'Mr. Subramanian']),
  t(`CPD notes diabetes. Summarise the SGLT2 part.`, 'read_text_file', { path: pr('cpd/course-notes-diabetes.txt') }),
  n(`Write 3 lines for a counter poster: "Finish your antibiotic course."`),
  n(`Make it in Tamil also.`, {
    h: [`Write 3 lines for a counter poster: "Finish your antibiotic course."`, `Feeling better? Keep going.\nFinish every antibiotic dose, as prescribed.\nStopping early helps germs come back stronger.`],
  }),
  n(`CPD hours needed per year for renewal, Tamil Nadu.`),
  n(`Shelf life of reconstituted amoxicillin syrup.`),
  t(`Create folder pharmacy/inspections.`, 'create_directory', { path: pr('pharmacy/inspections') }),
  n(`Drug inspector visit checklist, main points.`),
  addFact(`Subramanian: dose changed to 1000 mg at night per Dr. Mohan.`, 'Mr. Subramanian', ['metformin changed to 1000 mg at night by Dr. Mohan'], {
    also: ['delete_observations', 'create_entities'],
  }),
  n(`Can metformin be taken with grapefruit?`),
  t(`ரசம் ரெசிபி படி.`, 'read_text_file', { path: pr('home/recipes/rasam.txt') }, { l: 'ta' }),
  t(`Accounts Oct total sales.`, 'read_text_file', { path: pr('pharmacy/shop-accounts-2024.csv') }),
  n(`GST on medicines, 12% or 5%?`),
  t(`Reminders.`, 'read_text_file', { path: pr('reminders.txt') }),
  t(`Add: renew drug licence before 31 Jan.`, 'edit_file', { path: pr('reminders.txt') }, {
    h: [`Reminders.`, `reminders.txt: 1) Pay electricity bill by 5th. 2) Karthik's leave 12–14 Dec. 3) Order ORS stock before monsoon ends.`],
    also: ['read_text_file', 'write_file'],
  }),
  n(`ok`),
  t(`Move the expiring stock csv into pharmacy/inspections.`, 'move_file', { source: pr('pharmacy/stock-expiring-dec.csv'), destination: pr('pharmacy/inspections/stock-expiring-dec.csv') }),
  n(`நன்றி, நல்ல இரவு.`, { l: 'ta' }),
  open(`Everything you remember about my customers.`, ['read_graph', 'search_nodes']),
  n(`Patient says rash after amoxicillin. What to advise at counter.`),
  t(`Files in pharmacy with sizes.`, 'list_directory_with_sizes', { path: pr('pharmacy') }, { also: ['list_directory'] }),
  m(`Remove Mr. Subramanian's "comes first week of month", he comes any time now.`, [['delete_observations', { deletions: [[{ entityName: 'Mr. Subramanian', observations: ['comes first week of the month'] }]] }]]),
  n(`Dolo 650 max per day adult.`),
];

// ---------------------------------------------------------------------------
// Aigerim Seitkali, 29, field geologist for an exploration company, two weeks on site near Karaganda and two
// weeks home in Almaty. Writes quick English with Russian habits, switches to Russian or Kazakh when tired.
// Home /home/aigerim
//   field/samples-log-2024.csv
//   field/site-karaganda/notes-day1.txt
//   field/site-karaganda/notes-day2.txt
//   field/site-karaganda/core-photo-14.jpg
//   reports/quarterly-report-draft.txt
//   reports/figures/cross-section-a.png
//   thesis/outline.txt
//   thesis/literature.txt
//   rotation-schedule.txt
//   packing-list.txt
//   english-phrases.txt
const AS = ['/home/aigerim', '.'];
const as = at('/home/aigerim');
const aigerim = [
  t(`When is my next rotation start? Check schedule`, 'read_text_file', { path: as('rotation-schedule.txt') }),
  t(`Show packing list please`, 'read_text_file', { path: as('packing-list.txt') }),
  append(`Add to packing list: headlamp batteries, hand lens, second pair of thermal socks`, as('packing-list.txt')),
  n(`What is minus 28 in Fahrenheit`),
  t(`Open notes day 2 from Karaganda site`, 'read_text_file', { path: as('field/site-karaganda/notes-day2.txt') }),
  append(`Add in day 2 notes: sample K-14 shows chalcopyrite veins 2-3 mm, strong alteration`, as('field/site-karaganda/notes-day2.txt')),
  t(`покажи фото керна 14`, 'read_media_file', { path: as('field/site-karaganda/core-photo-14.jpg') }, { l: 'ru' }),
  n(`How to say in English correctly "the rock is strongly broken" for report`),
  t(`How many samples I logged in October, check samples log`, 'read_text_file', { path: as('field/samples-log-2024.csv') }),
  remember(`Remember: my supervisor is Dr. Bekov, he wants the quarterly report by 15 Dec, only in English`, 'Dr. Bekov', 'person',
    ['supervisor', 'wants the quarterly report by 15 December', 'report only in English']),
  n(`спасибо`, { l: 'ru' }),
  t(`Read my quarterly report draft and fix the English`, 'read_text_file', { path: as('reports/quarterly-report-draft.txt') }, {
    note: 'the fixes may then be written back with edit_file',
  }),
  n(`Explain me difference porphyry and epithermal deposit, short`),
  n(`How to make a cross section look more professional, any tips`),
  recall(`When Bekov wants the report?`, ['Bekov', 'Dr. Bekov', 'report']),
  n(`сколько дней от 2 декабря до 15 декабря`, { l: 'ru' }),
  t(`Make folder field/site-balkhash for next trip`, 'create_directory', { path: as('field/site-balkhash') }),
  n(`How long should the literature review be in a master thesis`),
  n(`Is it ok to write "we" in a geology thesis or must be passive`),
  append(`Add to literature: Seltmann et al. 2014, Metallogeny of Kazakhstan, Ore Geology Reviews`, as('thesis/literature.txt')),
  n(`Give me the full reference in APA style`, {
    h: [`Add to literature: Seltmann et al. 2014, Metallogeny of Kazakhstan, Ore Geology Reviews`, `Added it to thesis/literature.txt as the last line.`],
  }),
  find(`Where is file with english phrases i was collecting`, AS, ['english', 'phrases']),
  append(`Add there: "to be on the safe side" = на всякий случай`, as('english-phrases.txt'), {
    h: [`Where is file with english phrases i was collecting`, `It's english-phrases.txt, right in your home folder.`],
  }),
  t(`Қарағанды папкасында не бар?`, 'list_directory', { path: as('field/site-karaganda') }, { l: 'kk' }),
  n(`Tired. 12 hours core logging today`),
  addFact(`Bekov also wants the cross sections in PDF not PNG`, 'Dr. Bekov', ['wants cross sections as PDF, not PNG']),
  n(`So I will be home for my sister's birthday on 18th?`, {
    h: [`When is my next rotation start? Check schedule`, `rotation-schedule.txt: next rotation starts 2 December, Almaty to Karaganda, back on 16 December.`],
  }),
  n(`How to convert png to pdf on linux quick`),
  m(`Read notes day 1 and day 2 and make me short summary for report`, [['read_multiple_files', { paths: [[as('field/site-karaganda/notes-day1.txt')[0], as('field/site-karaganda/notes-day2.txt')[0]], [as('field/site-karaganda/notes-day1.txt')[1], as('field/site-karaganda/notes-day2.txt')[1]]] }]], { also: ['read_text_file'] }),
  n(`Make it 3 bullet points`, {
    h: [`Read notes day 1 and day 2 and make me short summary for report`, `Days 1–2 at the Karaganda site: mapped the northern trench, logged cores K-09 to K-14, found chalcopyrite veining in K-14 with strong alteration, and the access road flooded on day 2 so drilling stopped at noon.`],
  }),
  t(`move core photo 14 into reports/figures`, 'move_file', { source: as('field/site-karaganda/core-photo-14.jpg'), destination: as('reports/figures/core-photo-14.jpg') }),
  n(`What's a polite way to ask Bekov for one more week`),
  correct(`Correction: Bekov moved the deadline to 20 Dec`, 'Dr. Bekov', 'wants the quarterly report by 15 December', 'wants the quarterly report by 20 December'),
  n(`рахмет`, { l: 'kk' }),
  n(`Good night, tomorrow drive at 5 am`),
];

// ---------------------------------------------------------------------------
// Margaret "Peggy" O'Donnell, 82, retired county librarian in Galway, runs the parish book club. Dictates
// everything: long, courteous sentences, speaks her punctuation now and then, a little Irish.
// Home /home/peggy
//   book-club/reading-2025.txt
//   book-club/members.txt
//   book-club/minutes-october.txt
//   garden/rose-notes.txt
//   family/christmas-card-list.txt
//   family/birthdays.txt
//   family/photos/great-grandchildren-2024.jpg
//   recipes/barmbrack.txt
//   recipes/brown-bread.txt
//   letters/to-council-about-bins.txt
//   memoir/chapter-one.txt
//   tablets.txt
const PO = ['/home/peggy', '.'];
const po = at('/home/peggy');
const peggy = [
  t(`Good morning dear. Would you be so kind as to read me out the list of books we have chosen for the book club next year full stop`, 'read_text_file', { path: po('book-club/reading-2025.txt') }),
  n(`Could you tell me a little about the author Claire Keegan, as I should like to introduce her properly at the meeting`),
  t(`I wonder if you could read me the minutes from October, because I cannot for the life of me remember what we decided about the Christmas meeting`, 'read_text_file', { path: po('book-club/minutes-october.txt') }),
  append(`Please add Mrs. Bernadette Kelly to the members list, she lives on Taylor's Hill and her telephone is 091 524 377`, po('book-club/members.txt')),
  n(`Thank you very much indeed, you are a great help to me`),
  t(`Would you read me the Christmas card list, I want to be sure I have not left anybody out this year`, 'read_text_file', { path: po('family/christmas-card-list.txt') }),
  append(`Oh you may add the Fitzgeralds in Clifden to that, and take poor Tom Byrne off it, God rest him`, po('family/christmas-card-list.txt'), {
    h: [`Would you read me the Christmas card list`, `Here it is: the Walshes, Nora and Jim, Tom Byrne, Sister Philomena, the Morans in Oranmore, your nephew Declan and his family, ... 41 names in all.`],
  }),
  n(`How many stamps will I need for forty one cards if twelve of them go to England`),
  remember(`I should like you to remember that my great grandson Oisín was born on the second of November and he weighed seven pounds four ounces`, 'Oisín', 'person',
    ['great-grandson', 'born 2 November', 'weighed 7 lb 4 oz at birth']),
  t(`Could you show me the photograph of the great grandchildren from last year, please`, 'read_media_file', { path: po('family/photos/great-grandchildren-2024.jpg') }),
  n(`What is a nice verse I might write in a card for a new baby, something not too sugary`),
  t(`Would you read me my recipe for the barmbrack, I am making two for the sale of work`, 'read_text_file', { path: po('recipes/barmbrack.txt') }),
  n(`If the recipe makes one brack how much of everything will I need for two, the recipe says 450 grams of mixed fruit and 300 millilitres of cold tea`),
  t(`What tablets am I to take in the evening now, I have myself confused`, 'read_text_file', { path: po('tablets.txt') }),
  n(`Is it all right to take paracetamol along with those, or should I ring the chemist`),
  t(`Please read me the letter I wrote to the council about the bins, I want to hear it before I post it`, 'read_text_file', { path: po('letters/to-council-about-bins.txt') }),
  n(`Could you make it a small bit firmer, without being rude, because they have not collected the brown bin since the ninth of October`, {
    h: [`Please read me the letter I wrote to the council about the bins`, `Here is your letter: "Dear Sir or Madam, I would be grateful if you could look into the collection of the brown bin at 14 Threadneedle Road, which seems to have been missed on a few occasions..."`],
  }),
  recall(`When was little Oisín born again, I told you and it has gone out of my head`, ['Oisín', 'Oisin']),
  addFact(`Put down also that Oisín was christened on Sunday in Saint Joseph's`, 'Oisín', ["christened on Sunday in Saint Joseph's"]),
  n(`Go raibh míle maith agat, a stór`, { l: 'ga' }),
  t(`Would you read me what I wrote in the first chapter of my memoir, only the start of it, the first twenty lines or so`, 'read_text_file', { path: po('memoir/chapter-one.txt'), head: [20, ''] }),
  n(`Was the library in Galway on Shop Street or on Market Street in the nineteen fifties, do you know`),
  find(`I have a note somewhere about the roses and the black spot, could you find it for me`, PO, ['rose', 'roses']),
  n(`And does the baking soda really work, or is that an old wives' tale`, {
    h: [`I have a note somewhere about the roses and the black spot, could you find it for me`, `I found it: garden/rose-notes.txt. The last entry says black spot on the Albertine again in July, and that you meant to try a baking soda spray.`],
  }),
  n(`When should I prune the climbing roses here in the west of Ireland`),
  t(`Would you please make a new folder for the book club called twenty twenty six so I can keep next year's things tidy`, 'create_directory', { path: po('book-club/2026') }, {
    note: 'a folder named 2026 is the natural reading; twenty-twenty-six would also serve',
  }),
  n(`Would you remind me how many people make a good book club, because we are getting rather crowded at eighteen`),
  n(`You are very good to put up with me`),
  t(`Cé mhéad duine atá ar liosta bhaill an chlub leabhar?`, 'read_text_file', { path: po('book-club/members.txt') }, { l: 'ga' }),
  n(`And is the calcium one to be taken with food or may I take it at bedtime`, {
    h: [`What tablets am I to take in the evening now, I have myself confused`, `From tablets.txt, in the evening: atorvastatin 20 mg, one tablet; amlodipine 5 mg, one tablet; and the calcium with vitamin D, one tablet.`],
  }),
  append(`Please put Oisín into the birthdays list, the second of November`, po('family/birthdays.txt')),
  n(`Could you suggest a short book for the club for February, something gentle, because a few of the ladies found the last one very dark`),
  m(`Would you move the letter about the bins into the family folder, no, I mean leave that, move it into a new folder called sent letters`, [
    ['create_directory', { path: either(po('letters/sent-letters'), po('letters/sent letters'), po('sent-letters'), po('sent letters')) }],
    ['move_file', {
      source: po('letters/to-council-about-bins.txt'),
      destination: either(po('letters/sent-letters/to-council-about-bins.txt'), po('letters/sent letters/to-council-about-bins.txt'), po('sent-letters/to-council-about-bins.txt'), po('sent letters/to-council-about-bins.txt')),
    }],
  ], { note: 'the new folder may sit inside letters or in the home folder' }),
  correct(`I made a mistake about the baby, he weighed seven pounds and eight ounces, not four`, 'Oisín', 'weighed 7 lb 4 oz at birth', 'weighed 7 lb 8 oz at birth'),
  n(`Goodnight now and God bless`),
];

// ---------------------------------------------------------------------------
// Youssef Benali, 50, self-employed electrician in Casablanca with one apprentice. Types fast on a cracked
// phone, short, many typos; English he picked up on Gulf contracts, French for paperwork, Darija or Arabic at home.
// Home /home/youssef
//   chantiers/villa-anfa/devis.txt
//   chantiers/villa-anfa/schema-tableau.png
//   chantiers/immeuble-maarif/materiel.txt
//   chantiers/immeuble-maarif/photos/gaine-technique.jpg
//   factures/facture-0112.txt
//   factures/facture-0113.txt
//   clients.txt
//   outils-pretes.txt
//   famille/inscription-ecole-amine.txt
//   notes.txt
const YB = ['/home/youssef', '.'];
const yb = at('/home/youssef');
const youssef = [
  t(`open devis villa anfa`, 'read_text_file', { path: yb('chantiers/villa-anfa/devis.txt') }),
  t(`show schema of the tableau villa anfa`, 'read_media_file', { path: yb('chantiers/villa-anfa/schema-tableau.png') }),
  n(`cable 2.5mm for 20A circuit ok or need 4mm`),
  t(`materiel list maarif, wat i need to buy`, 'read_text_file', { path: yb('chantiers/immeuble-maarif/materiel.txt') }),
  append(`add materiel maarif: 6 disjoncteurs 16A legrand, 1 differentiel 30mA`, yb('chantiers/immeuble-maarif/materiel.txt')),
  n(`6 x 85 dh + 1 x 420 dh`),
  t(`ajoute au fichier outils: perceuse bosch prêtée à Hamid le 12/11`, 'edit_file', { path: yb('outils-pretes.txt') }, { l: 'fr', also: ['read_text_file', 'write_file'] }),
  remember(`remember hamid the plumber from ain sebaa, good guy, always late`, 'Hamid', 'person',
    ['plumber from Ain Sebaa', 'reliable but always late']),
  t(`who has my tools now`, 'read_text_file', { path: yb('outils-pretes.txt') }),
  n(`how to tell client nice the price go up because copper price go up`),
  t(`facture 0113 montant total?`, 'read_text_file', { path: yb('factures/facture-0113.txt') }, { l: 'fr' }),
  n(`TVA 20% sur 14500 dh ca fait combien`, { l: 'fr' }),
  n(`how many years i must keep factures in morocco for the tax`),
  t(`photo gaine technique maarif`, 'read_media_file', { path: yb('chantiers/immeuble-maarif/photos/gaine-technique.jpg') }),
  n(`is it normal water near the electric shaft like that, danger?`, {
    h: [`photo gaine technique maarif`, `Here is chantiers/immeuble-maarif/photos/gaine-technique.jpg: the riser shaft with the meter boxes, and there's a dark wet patch on the wall under the second box.`],
  }),
  n(`shukran`, { l: 'ar' }),
  find(`where is the file of amine school`, YB, ['amine', 'ecole']),
  t(`اقرأ لي ملف تسجيل أمين في المدرسة`, 'read_text_file', { path: yb('famille/inscription-ecole-amine.txt') }, { l: 'ar' }),
  recall(`wat did i say about hamid`, ['Hamid']),
  t(`make folder chantiers/riad-medina new job`, 'create_directory', { path: yb('chantiers/riad-medina') }),
  n(`old riad wiring, cloth cables, replace all or can keep some`),
  append(`notes: call Mr Tazi for riad visit saturday 10h`, yb('notes.txt')),
  n(`merci`, { l: 'fr' }),
  t(`clients file, phone of mme alaoui`, 'read_text_file', { path: yb('clients.txt') }),
  addFact(`hamid got his tools back, perceuse returned`, 'Hamid', ['returned the Bosch drill']),
  t(`and remove it from the outils file`, 'edit_file', { path: yb('outils-pretes.txt') }, {
    h: [`hamid got his tools back, perceuse returned`, `Noted: Hamid returned the Bosch drill.`],
    also: ['read_text_file', 'write_file'],
  }),
  n(`write short sms french to client: je passe demain 9h pour le tableau`),
  m(`read both factures and tell me total of two`, [['read_multiple_files', { paths: [[yb('factures/facture-0112.txt')[0], yb('factures/facture-0113.txt')[0]], [yb('factures/facture-0112.txt')[1], yb('factures/facture-0113.txt')[1]]] }]], { also: ['read_text_file'] }),
  t(`move facture 0112 to chantiers villa anfa`, 'move_file', { source: yb('factures/facture-0112.txt'), destination: yb('chantiers/villa-anfa/facture-0112.txt') }),
  n(`what is RCD in french`),
  n(`client want pay in 3 times, how i write that in the devis`),
  n(`ok tnx bro`),
  n(`9 days enough for me and the apprentice you think`, {
    h: [`open devis villa anfa`, `chantiers/villa-anfa/devis.txt: total 38,600 DH TTC — 42 points lumineux, 28 prises, tableau 3 rangées, mise à la terre, main d'œuvre 9 jours.`],
  }),
  correct(`hamid not always late, he was ok last 3 jobs. change it`, 'Hamid', 'reliable but always late', 'reliable, on time on the last three jobs'),
  n(`شنو أحسن ماركة ديال الديسجونكتور فالمغرب؟`, { l: 'ar' }),
];

// ---------------------------------------------------------------------------
// Sven Lindqvist, 36, head route-setter at a bouldering gym in Gothenburg, building out a van on weekends.
// Lowercase, terse, climbing slang, tinkers with computers; Swedish when it slips out.
// Home /home/sven
//   routes/setting-plan-week48.txt
//   routes/hold-inventory.csv
//   routes/wall-map.png
//   routes/old-plans/setting-plan-week44.txt
//   training/fingerboard-log.txt
//   training/trip-fontainebleau.txt
//   van/van-build-costs.csv
//   van/wiring-notes.txt
//   gym/staff-meeting-notes.txt
//   playlist.txt
//   todo.md
const SL = ['/home/sven', '.'];
const sl = at('/home/sven');
const sven = [
  t(`setting plan wk48`, 'read_text_file', { path: sl('routes/setting-plan-week48.txt') }),
  t(`how many crimps do we have left in blue, check hold inventory`, 'read_text_file', { path: sl('routes/hold-inventory.csv') }),
  n(`how do u grade a boulder thats a v4 for tall ppl but v6 for short ppl`),
  n(`how often should a gym reset walls, every 4 weeks ok?`),
  append(`fingerboard today: 20mm edge, 7s on 3 off x6, +10kg. felt strong`, sl('training/fingerboard-log.txt')),
  n(`is +10kg on 20mm good for someone climbing 7a`),
  t(`move the wk48 plan to old-plans, wk49 is up`, 'move_file', { source: sl('routes/setting-plan-week48.txt'), destination: sl('routes/old-plans/setting-plan-week48.txt') }),
  t(`new file setting-plan-week49.txt in routes: cave wall reset, 8 probs, comp style on slab`, 'write_file', { path: sl('routes/setting-plan-week49.txt') }),
  remember(`remember linnea is the new setter, strong on slab, weak on overhang, starts mon`, 'Linnea', 'person',
    ['new route-setter', 'strong on slab, weaker on overhang', 'starts Monday']),
  n(`nice`),
  t(`van costs so far total?`, 'read_text_file', { path: sl('van/van-build-costs.csv') }),
  n(`vad är 12 v gånger 100 Ah i wattimmar?`, { l: 'sv' }),
  t(`wiring notes`, 'read_text_file', { path: sl('van/wiring-notes.txt') }),
  n(`fuse size for a 40A dc-dc charger, 12v`),
  append(`add to wiring notes: 50A fuse between starter batt and dc-dc, 10mm² cable`, sl('van/wiring-notes.txt'), {
    h: [`fuse size for a 40A dc-dc charger, 12v`, `A 40 A DC-DC charger is usually protected with a 50 A fuse on the input side, close to the starter battery, with cable sized for that — 10 mm² for a short run.`],
  }),
  t(`font trip plan`, 'read_text_file', { path: sl('training/trip-fontainebleau.txt') }),
  n(`best areas for a 6c-7a climber with a non-climbing gf`, {
    h: [`font trip plan`, `training/trip-fontainebleau.txt: 14–21 April, camping at La Musardière; areas on the list are Bas Cuvier, Cuvier Rempart and 95.2; Maja wants two days in Paris.`],
  }),
  recall(`who's the new setter again`, ['setter', 'Linnea']),
  t(`todo`, 'read_text_file', { path: sl('todo.md') }),
  t(`tick off "order new macros" in todo`, 'edit_file', { path: sl('todo.md') }, {
    h: [`todo`, `todo.md:\n- [ ] order new macros\n- [ ] fix van door seal\n- [ ] book ferry for font\n- [ ] staff meeting agenda`],
    also: ['write_file'],
  }),
  t(`echo "van wifi works" — just testing if ur tools even respond from here`, 'echo', { message: ['van wifi works', '"van wifi works"'] }),
  n(`lol ok it works`),
  n(`which linux distro is easiest on an old thinkpad in the van`),
  n(`tack för hjälpen`, { l: 'sv' }),
  t(`staff meeting notes, what did we decide on the comp date`, 'read_text_file', { path: sl('gym/staff-meeting-notes.txt') }),
  addFact(`linnea can't work sundays`, 'Linnea', ["can't work Sundays"]),
  n(`write a short insta caption for the new cave set, funny`),
  n(`shorter, and mention the dyno`, {
    h: [`write a short insta caption for the new cave set, funny`, `The cave just got a glow-up 🕳️✨ 8 fresh problems, zero mercy. Bring your best heel hooks and your worst excuses.`],
  }),
  find(`find all the old setting plans`, SL, ['setting-plan']),
  t(`files in routes with sizes, the map is huge i think`, 'list_directory_with_sizes', { path: sl('routes') }, { also: ['list_directory', 'get_file_info'] }),
  n(`how do i shrink a png without losing quality on linux`),
  t(`lägg till i spellistan: "Kent – Ingenting"`, 'edit_file', { path: sl('playlist.txt') }, { l: 'sv', also: ['read_text_file', 'write_file'] }),
  m(`linnea is out, she took a job in oslo. forget her`, [['delete_entities', { entityNames: [['Linnea']] }]], { also: ['add_observations'] }),
  n(`how many problems should a setter do per shift realistically`),
  n(`van build receipts, can i deduct anything as a private person in sweden`),
];

export default [...tomasz, ...lerato, ...hiroshi, ...chiara, ...diego, ...priya, ...aigerim, ...peggy, ...youssef, ...sven];
