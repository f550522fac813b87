/*
 * Everyday requests from ten people (sixteenth writer).
 *
 * 1. Mateo Iglesias, 58, inshore fisherman in Cangas (Galicia, Spain). Phone typing,
 *    no accents, lowercase, broken English mixed with Spanish.
 *    /home/mateo
 *      barco/revision_motor_2024.txt  barco/seguro_nova_estrela.pdf  barco/gasoil.csv
 *      capturas/capturas_marzo.csv  capturas/capturas_abril.csv  capturas/precios_lonja.txt
 *      papeles/licencia_pesca.pdf  papeles/cofradia_cuotas.txt  papeles/renta_2023.pdf
 *      familia/cumples.txt  familia/foto_boda_lucia.jpg
 *      mareas_vigo.txt  lista_tripulacion.txt
 *
 * 2. Margaret "Peggy" Dunmore, 74, retired primary-school teacher, Harrogate (UK).
 *    Very formal, full sentences, polite.
 *    /home/margaret
 *      Recipes/Victoria sponge.txt  Recipes/Mother's parkin.txt  Recipes/Rhubarb crumble.txt
 *      Letters/To Eileen March.txt  Letters/Council about the bins.docx
 *      Garden/Sweet peas 2024.txt  Garden/Seed order.txt
 *      Church/Flower rota.txt  Church/Harvest festival notes.txt
 *      Photos/Grandchildren Whitby.jpg
 *      Family tree.txt  Christmas card list.txt
 *
 * 3. Kenji Watanabe, 41, taxi driver in Osaka (Japan). Voice dictation, no punctuation;
 *    sometimes Japanese.
 *    /home/kenji
 *      売上/2024-10.csv  売上/2024-11.csv  売上/2024-12.csv
 *      車検/shaken_2025_yoyaku.txt  車検/tire_koukan.txt
 *      memo/airport_routes.txt  memo/regulars.txt  memo/lost_items.txt
 *      家族/yuka_school_events.txt  家族/photo_usj.jpg
 *      gas_receipts.csv  todo.txt
 *
 * 4. Aroha Ngata, 29, tattoo artist in Rotorua (New Zealand). Slang, lowercase, emojis.
 *    /home/aroha
 *      flash/kowhaiwhai_sheet1.png  flash/moth_flash.png  flash/snake_rose.png
 *      clients/consent_form_template.txt  clients/bookings_march.txt  clients/deposits.csv
 *      shop stuff/ink_order.txt  shop stuff/needle_stock.txt
 *      aftercare.txt  prices.txt  insta_captions.txt  playlist_for_studio.txt
 *
 * 5. Fr. Tomasz Wierzbicki, 52, parish priest in Kraków-Nowa Huta (Poland). Formal English,
 *    often writes Polish.
 *    /home/tomasz
 *      kazania/adwent_2024_niedziela1.txt  kazania/wielkanoc_2024.txt  kazania/pogrzeb_wzor.txt
 *      parafia/ogloszenia_parafialne.txt  parafia/rada_parafialna_protokol_maj.docx
 *      parafia/remont_dachu_koszty.csv
 *      sluby/nauki_przedmalzenskie.txt  sluby/pary_2025.txt
 *      chrzty/chrzty_2024.csv
 *      zdjecia/pielgrzymka_czestochowa.jpg
 *      listy/do_kurii_remont.txt
 *      kalendarz_liturgiczny.txt
 *
 * 6. Dr. Fatima Zahra Benali, 38, large-animal vet around Meknès (Morocco). Terse,
 *    French / English / Arabic mixed.
 *    /home/fatima
 *      visites/visites_janvier.csv  visites/visites_fevrier.csv  visites/cheval_el_amrani_notes.txt
 *      factures/facture_2025_014.pdf  factures/impayes.txt
 *      vaccins/calendrier_fievre_aphteuse.txt  vaccins/stock_vaccins.csv
 *      protocoles/velage_difficile.txt  protocoles/colique_cheval.txt
 *      contacts_eleveurs.txt  tarifs.txt  radio_jument.jpg
 *
 * 7. Desmond "Dez" Okafor, 45, London bus driver (route 38), British-Nigerian. Typos,
 *    phone typing, a bit of Pidgin.
 *    /home/dez
 *      Rota/rota_jan.pdf  Rota/rota_feb.pdf  Rota/swap_requests.txt
 *      Money/payslip_dec.pdf  Money/payslip_jan.pdf  Money/budget.xlsx  Money/savings_goal.txt
 *      Kids/tobi_football_fixtures.txt  Kids/ada_parents_evening.txt
 *      Pics/tobi_trophy.jpg
 *      fantasy_prem_team.txt  bus_union_meeting_notes.txt  mums_jollof.txt
 *
 * 8. Ingrid Solheim, 63, beekeeper in Voss (Norway). Long and rambling; some Norwegian.
 *    /home/ingrid
 *      bikuber/kube_1_dronningen.txt  bikuber/kube_2.txt  bikuber/kube_3_svak.txt
 *      bikuber/varroa_telling_2024.csv
 *      honningsalg/salg_2024.csv  honningsalg/kundeliste.txt  honningsalg/etikett_lynghonning.png
 *      oppskrifter/honningkake.txt  oppskrifter/mjod.txt
 *      dagbok_2024.txt  birøkterlaget_møtereferat.txt  innkjøp.txt
 *
 * 9. Nikos Papadakis, 34, chef at a taverna in Thessaloniki (Greece). Kitchen slang,
 *    Greeklish and Greek script.
 *    /home/nikos
 *      syntages/moussakas.txt  syntages/bougatsa.txt  syntages/giouvetsi.txt
 *      promitheftes/kreopoleio_paraggelies.csv  promitheftes/psaragora.txt
 *      vardies/vardia_martiou.txt
 *      photos/bougatsa_final.jpg  photos/pass_setup.jpg
 *      menu_kalokairi.txt  allergiogona.txt  kostos_piaton.csv  todo_kouzina.txt
 *
 * 10. Lyle Brandt, 61, plumber in Dayton, Ohio (USA). Terse voice dictation, run-on.
 *    /home/lyle
 *      Jobs/2025-03 Hendricks water heater.txt  Jobs/2025-03 Baptist church boiler.txt
 *      Jobs/estimates_template.txt
 *      Invoices/inv_1041.pdf  Invoices/inv_1042.pdf  Invoices/unpaid.txt
 *      Truck/parts_on_truck.txt  Truck/oil_changes.txt
 *      Licenses/ohio_plumbing_license.pdf  Licenses/backflow_cert_2024.pdf
 *      price_book.csv  supply_house_accounts.txt
 */
import { m, n, open, t } from './case-helpers.mjs';

const at = (home) => { const p = (rel) => [`${home}/${rel}`, rel]; p.many = (...rels) => [rels.map((r) => `${home}/${r}`), rels]; p.home = [home, `${home}/`, '.', '~']; return p; };
// search pattern alternatives for a word the person used
const pat = (...words) => words.flatMap((w) => [`*${w}*`, w, `**/*${w}*`]);
// "add this line to file X": no append tool, so read it, then edit_file (or rewrite it whole)
const append = (q, path, x = {}) => m(q, [['read_text_file', { path }], ['edit_file', { path }]], { also: ['write_file'], note: 'append: read the file, then edit_file after its last line (write_file with the full new content also serves)', ...x });
// "change a fact I told you": remove the old observation, add the new one
const fix = (q, entityName, oldObs, newObs, x = {}) => { const names = [].concat(entityName); return m(q, [
  ['delete_observations', { deletions: names.map((e) => [{ entityName: e, observations: oldObs }]) }],
  ['add_observations', { observations: names.map((e) => [{ entityName: e, contents: newObs }]) }],
], { note: 'correction of a remembered fact; the wording of observations may differ', ...x }); };
const ent = (name, entityType, observations) => ({ name, entityType, observations });
const WEATHER = (city) => ({ location: city });

// ───────────────────────── 1. Mateo (fisherman, Galicia) ─────────────────────────
const A = at('/home/mateo');
const mateo = [
  t("hey can u show me the crew list", 'read_text_file', { path: A('lista_tripulacion.txt') }),
  t("que precios puse de la lonja la semana pasada", 'read_text_file', { path: A('capturas/precios_lonja.txt') }, { l: 'es' }),
  t("how much gasoil i put this year, show me the gasoil file", 'read_text_file', { path: A('barco/gasoil.csv') }),
  t("compare march and april catches, put both", 'read_multiple_files', { paths: A.many('capturas/capturas_marzo.csv', 'capturas/capturas_abril.csv') }, { also: ['read_text_file'] }),
  t("when was the last time i change the motor revision file", 'get_file_info', { path: A('barco/revision_motor_2024.txt') }, { also: ['list_directory_with_sizes'] }),
  n("whats the best knot for tie the boat to a iron ring on the dock"),
  append("add in cumples: Lucia 14 de junio", A('familia/cumples.txt')),
  t("make a folder hacienda inside papeles", 'create_directory', { path: A('papeles/hacienda') }),
  t("ok now put the renta pdf in there", 'move_file', { source: A('papeles/renta_2023.pdf'), destination: A('papeles/hacienda/renta_2023.pdf') }, { h: ["make a folder hacienda inside papeles", "Done — I created the folder papeles/hacienda in your home folder."] }),
  t("what weather in chicago, my son is there working", 'get-structured-content', WEATHER('Chicago')),
  n("cuanto es 3 cajas de 12 kilos a 4,50 el kilo", { l: 'es' }),
  t("sumame 1240 y 865", 'get-sum', { a: 1240, b: 865 }, { l: 'es' }),
  t("remember my cousin Xose is the mechanic for the motor, phone 666 123 456", 'create_entities', { entities: [[ent('Xose', 'person', ['cousin of Mateo', 'mechanic for the boat engine', 'phone 666 123 456'])]] }),
  t("what was the phone of xose", 'search_nodes', { query: ['Xose', 'xose'] }),
  n("how do you say percebes in english"),
  n("can u call the cofradia for me and say i dont go out tomorrow"),
  t("cuanto pago de cuota a la cofradia", 'read_text_file', { path: A('papeles/cofradia_cuotas.txt') }, { l: 'es' }),
  t("list what i have in barco", 'list_directory', { path: A('barco') }),
  t("the tides file, what says for tomorrow morning", 'read_text_file', { path: A('mareas_vigo.txt') }),
  t("write a new file in capturas called capturas_mayo.csv with this: fecha,especie,kilos", 'write_file', { path: A('capturas/capturas_mayo.csv'), content: ['fecha,especie,kilos', 'fecha,especie,kilos\n'] }),
  t("where is the insurance paper for the boat", 'search_files', { path: A.home, pattern: pat('seguro', 'insurance') }, { also: ['directory_tree', 'list_directory'], note: 'the file is barco/seguro_nova_estrela.pdf; the assistant has to look for it' }),
  n("what means TAC in fishing, the quota thing"),
  t("show me the photo of lucia wedding", 'read_media_file', { path: A('familia/foto_boda_lucia.jpg') }),
  t("the boat is Nova Estrela, remember the matricula is VI-5-1234-09", 'create_entities', { entities: [[ent('Nova Estrela', 'boat', ['Mateo\'s boat', 'registration VI-5-1234-09'])]] }),
  fix("Xose no es mi primo es mi cuñado, corrige eso", 'Xose', ['cousin of Mateo'], ['brother-in-law of Mateo'], { l: 'es' }),
  t("xose is the one who fix the boat, connect them", 'create_relations', { relations: [[{ from: 'Xose', to: 'Nova Estrela', relationType: 'repairs' }]] }),
  n("gracias hombre, eres un crack", { l: 'es' }),
  n("what i asked you first?", { h: ["what weather in chicago, my son is there working", "In Chicago right now it's 18 °C with light wind and partly cloudy skies."] }),
  t("what files are biggest in capturas", 'list_directory_with_sizes', { path: A('capturas'), sortBy: ['size', ''] }),
  t("rename lista_tripulacion to tripulacion_2025.txt", 'move_file', { source: A('lista_tripulacion.txt'), destination: A('tripulacion_2025.txt') }),
  n("is true u cant eat mussels in months without R"),
  t("busca todos los csv que tengo", 'search_files', { path: A.home, pattern: ['*.csv', '**/*.csv', '.csv'] }, { l: 'es' }),
  n("write me short message for whatsapp to the crew, tomorrow no fishing cause storm coming"),
  t("how is weather new york, my daughter flies there on friday", 'get-structured-content', WEATHER('New York')),
  n("how many nautical miles is 25 km"),
  n("can you tell the lonja to reserve me a place for friday auction"),
  n("my back hurts from pulling nets all day, some stretch i can do on the boat?"),
];

// ───────────────────────── 2. Margaret (retired teacher, Harrogate) ─────────────────────────
const B = at('/home/margaret');
const margaret = [
  t("Good morning. Would you kindly show me my recipe for parkin? It was my mother's.", 'read_text_file', { path: B("Recipes/Mother's parkin.txt") }),
  t("Could you tell me who is on the flower rota for this month, please?", 'read_text_file', { path: B('Church/Flower rota.txt') }),
  append("Please add the Hendersons, 14 Oak Lane, to my Christmas card list.", B('Christmas card list.txt')),
  n("What is the difference between 'fewer' and 'less'? My grandson insists there is none."),
  n("Could you please proof-read the following for me: 'Dear Councillor, I am writing regarding the persistant failure to collect the recycling bins on Cavendish Road, which has now occured three weeks running.'"),
  t("I should like a new folder called Holidays, please.", 'create_directory', { path: B('Holidays') }),
  t("Please write a letter into my Letters folder, named 'To Eileen April.txt', saying: Dear Eileen, Thank you for the lovely scarf. The sweet peas are coming up nicely. With love, Margaret", 'write_file', { path: B('Letters/To Eileen April.txt'), content: ['Dear Eileen, Thank you for the lovely scarf. The sweet peas are coming up nicely. With love, Margaret', 'Dear Eileen,\n\nThank you for the lovely scarf. The sweet peas are coming up nicely.\n\nWith love,\nMargaret'] }, { note: 'line breaks in the letter may vary' }),
  t("Would you show me everything inside the Garden folder?", 'list_directory', { path: B('Garden') }),
  t("When did I last alter my seed order?", 'get_file_info', { path: B('Garden/Seed order.txt') }),
  t("Please remember that my neighbour, Mrs Patel, has a spare key to the house.", 'create_entities', { entities: [[ent('Mrs Patel', 'person', ['neighbour of Margaret', 'has a spare key to the house'])]] }),
  t("Who has my spare key? I have quite forgotten.", 'search_nodes', { query: ['spare key', 'key', 'Mrs Patel'] }, { also: ['read_graph'] }),
  t("Please also note that Mrs Patel's first name is Anjali and that she is allergic to lilies.", 'add_observations', { observations: [[{ entityName: 'Mrs Patel', contents: ['first name Anjali', 'allergic to lilies'] }]] }),
  n("Je voudrais pratiquer mon français. Pouvez-vous me corriger : « Hier, je suis allé au marché avec ma petite-fille. »", { l: 'fr', note: 'she is a woman: allée' }),
  t("What is the weather doing in Los Angeles? My son Graham lives there.", 'get-structured-content', WEATHER('Los Angeles')),
  n("Generally speaking, how long does a Victoria sponge take at 180 degrees in a fan oven?"),
  t("Please look at my Victoria sponge recipe and tell me how many eggs it needs.", 'read_text_file', { path: B('Recipes/Victoria sponge.txt') }),
  t("Could you show me both the rhubarb crumble and the Victoria sponge recipes together? I am planning Sunday lunch.", 'read_multiple_files', { paths: B.many('Recipes/Rhubarb crumble.txt', 'Recipes/Victoria sponge.txt') }, { also: ['read_text_file'] }),
  t("I wish to rename 'To Eileen March.txt' to 'To Eileen March 2024.txt'.", 'move_file', { source: B('Letters/To Eileen March.txt'), destination: B('Letters/To Eileen March 2024.txt') }),
  t("Kindly add 1,245 and 3,880 for me; they are the two harvest festival collections.", 'get-sum', { a: 1245, b: 3880 }, { note: 'a simple sum; answering directly is also fine' }),
  t("Where did I put my letter to the council about the bins?", 'search_files', { path: B.home, pattern: pat('bins', 'Council', 'council') }, { also: ['directory_tree', 'list_directory'] }),
  t("Could you open the photograph of the grandchildren at Whitby?", 'read_media_file', { path: B('Photos/Grandchildren Whitby.jpg') }),
  n("Thank you, dear. You have been most helpful."),
  m("Please correct my family tree: Great-aunt Dorothy was born in 1911, not 1912.", [['read_text_file', { path: B('Family tree.txt') }], ['edit_file', { path: B('Family tree.txt') }]], { note: 'edit replaces 1912 with 1911 on Dorothy\'s line' }),
  n("Could you telephone the surgery and make an appointment for Thursday morning?"),
  t("Have I told you about Graham before?", 'search_nodes', { query: ['Graham'] }),
  t("Please record that Graham is my son; he lives in Los Angeles and works as a sound engineer.", 'create_entities', { entities: [[ent('Graham', 'person', ["Margaret's son", 'lives in Los Angeles', 'works as a sound engineer'])]] }),
  m("Eileen is my younger sister; please remember her and that we are sisters.", [
    ['create_entities', { entities: [[ent('Eileen', 'person', ["Margaret's younger sister"])]] }],
    ['create_relations', { relations: [[{ from: 'Eileen', to: 'Margaret', relationType: 'sister of' }], [{ from: 'Margaret', to: 'Eileen', relationType: 'sister of' }]] }],
  ], { note: 'a relation needs an entity for Margaret too; creating her is fine' }),
  open("I have notes about the harvest festival and about the sweet peas; which of them mentions the marrow competition?", ['read_multiple_files', 'read_text_file']),
  n("What does 'LOL' mean? My granddaughter put it at the end of a message."),
  t("Please make me a list of the files in my Church folder, with their sizes.", 'list_directory_with_sizes', { path: B('Church') }),
  n("What did I tell you a moment ago concerning Eileen?", { h: ["Eileen is my younger sister; please remember her and that we are sisters.", "I've noted that Eileen is your younger sister and linked the two of you as sisters."] }),
  t("Please forget everything about Mrs Patel; she has moved to Leeds.", 'delete_entities', { entityNames: [['Mrs Patel']] }),
  t("Would you show me the whole arrangement of my folders, please?", 'directory_tree', { path: B.home }, { also: ['list_directory'] }),
  n("Could you suggest a hymn suitable for a harvest festival service?"),
  append("Please add 'Sweet pea Matucana, 2 packets' to the end of my seed order.", B('Garden/Seed order.txt')),
  n("Is it 'between you and I' or 'between you and me'?"),
  n("How does one plant sweet peas so they climb properly? Mine always flop."),
];

// ───────────────────────── 3. Kenji (taxi driver, Osaka) ─────────────────────────
const C = at('/home/kenji');
const kenji = [
  t("read me my todo list", 'read_text_file', { path: C('todo.txt') }),
  t("show me november sales", 'read_text_file', { path: C('売上/2024-11.csv') }),
  t("十二月の売上見せて", 'read_text_file', { path: C('売上/2024-12.csv') }, { l: 'ja' }),
  t("add up october and november october was 412300 november 398750", 'get-sum', { a: 412300, b: 398750 }),
  append("put in my todo list change wiper blades", C('todo.txt')),
  n("is the hanshin expressway usually busy at 8 in the morning on weekdays"),
  t("what did i write about airport routes", 'read_text_file', { path: C('memo/airport_routes.txt') }),
  append("a customer left an umbrella in the car today add it to lost items black umbrella 3pm namba", C('memo/lost_items.txt')),
  t("when is the shaken booking", 'read_text_file', { path: C('車検/shaken_2025_yoyaku.txt') }),
  t("list the memo folder", 'list_directory', { path: C('memo') }),
  t("remember mr tanaka is a regular he goes from shin osaka to the hotel new otani every tuesday", 'create_entities', { entities: [[ent('Mr Tanaka', 'person', ['regular customer', 'Shin-Osaka to Hotel New Otani every Tuesday'])]] }),
  t("田中さんの情報を教えて", 'search_nodes', { query: ['Tanaka', '田中', 'Mr Tanaka'] }, { l: 'ja' }),
  n("how do you say thank you for riding with us in english politely"),
  n("私の英語を直して please fasten your seat belt we go now to airport", { l: 'ja' }),
  t("weather in new york a customer asked me", 'get-structured-content', WEATHER('New York')),
  t("how big is the usj photo", 'get_file_info', { path: C('家族/photo_usj.jpg') }, { also: ['list_directory_with_sizes'] }),
  t("show me the usj photo", 'read_media_file', { path: C('家族/photo_usj.jpg') }),
  t("make a folder 2025 inside the sales folder", 'create_directory', { path: C('売上/2025') }),
  t("move gas receipts into the sales folder", 'move_file', { source: C('gas_receipts.csv'), destination: C('売上/gas_receipts.csv') }),
  t("what school events does yuka have", 'read_text_file', { path: C('家族/yuka_school_events.txt') }),
  n("yuka has sports day on the 12th and i work that day how do i ask my boss to swap the shift"),
  t("tire change when was it", 'read_text_file', { path: C('車検/tire_koukan.txt') }),
  t("compare october november december sales", 'read_multiple_files', { paths: C.many('売上/2024-10.csv', '売上/2024-11.csv', '売上/2024-12.csv') }, { also: ['read_text_file'] }),
  n("what is 18 percent of 412300"),
  fix("tanaka san goes to the rihga royal now not new otani fix that", 'Mr Tanaka', ['Shin-Osaka to Hotel New Otani every Tuesday'], ['Shin-Osaka to Rihga Royal Hotel every Tuesday']),
  t("find every csv i have", 'search_files', { path: C.home, pattern: ['*.csv', '**/*.csv', '.csv'] }),
  n("can you book me a shaken appointment at the toyota dealer"),
  append("ユカの学校行事に運動会10月12日を追加して", C('家族/yuka_school_events.txt'), { l: 'ja' }),
  open("there was a note about a guy who always tips big where is that", ['read_text_file', 'search_nodes', 'search_files', 'list_directory'], { note: 'could be memo/regulars.txt or something remembered in memory' }),
  t("write a new file memo slash night_spots.txt kitashinchi after 11 good on fridays", 'write_file', { path: C('memo/night_spots.txt'), content: ['kitashinchi after 11 good on fridays', 'Kitashinchi after 11, good on Fridays'] }),
  n("what did you just say i missed it", { h: ["tire change when was it", "According to 車検/tire_koukan.txt, the tyres were last changed on 14 September 2024 at 182,400 km."] }),
  t("新しいメモ作って memo/keiro.txt 内容は 伊丹空港 阪神高速11号池田線", 'write_file', { path: C('memo/keiro.txt'), content: ['伊丹空港 阪神高速11号池田線'] }, { l: 'ja' }),
  n("is it bad to drink coffee all through the night shift"),
  t("who are the regulars i told you about", 'search_nodes', { query: ['regular', 'regular customer'] }, { also: ['read_graph', 'open_nodes'] }),
  n("how long does it take to drive from namba to kyoto station usually"),
  n("夜勤のあと眠れないときのコツある", { l: 'ja' }),
  n("whats the difference between a hybrid and a normal prius for fuel i mean for taxi work"),
];

// ───────────────────────── 4. Aroha (tattoo artist, Rotorua) ─────────────────────────
const D = at('/home/aroha');
const aroha = [
  t("yo can u pull up my aftercare sheet", 'read_text_file', { path: D('aftercare.txt') }),
  t("hows march lookin bookings wise 👀", 'read_text_file', { path: D('clients/bookings_march.txt') }),
  append("add jess t thurs 2pm, half sleeve consult", D('clients/bookings_march.txt')),
  t("whats in flash", 'list_directory', { path: D('flash') }),
  t("show me the moth one", 'read_media_file', { path: D('flash/moth_flash.png') }),
  n("whats a good caption for a fine line moth tattoo lol make it not cringe"),
  append("chuck that in my captions file at the bottom", D('insta_captions.txt'), { h: ["whats a good caption for a fine line moth tattoo lol make it not cringe", "How about: \"Drawn to the light 🌙 fine line moth, healed and happy.\""] }),
  t("remember jess t is allergic to red ink!!", 'create_entities', { entities: [[ent('Jess T', 'person', ['client', 'allergic to red ink'])]] }),
  t("did jess have any allergies or smth", 'search_nodes', { query: ['Jess', 'Jess T'] }),
  n("how long should ppl wait b4 swimming after a new tatt"),
  m("update prices, small pieces are $120 now not $100", [['read_text_file', { path: D('prices.txt') }], ['edit_file', { path: D('prices.txt') }]], { also: ['write_file'], note: 'edit the small-piece line from $100 to $120' }),
  t("sum deposits 850 + 1275", 'get-sum', { a: 850, b: 1275 }),
  t("need a folder for april clients", 'create_directory', { path: [...D('clients/april'), ...D('clients/April')] }),
  t("move bookings march in there", 'move_file', { source: D('clients/bookings_march.txt'), destination: D('clients/archive/bookings_march.txt') }, { h: ["make an archive folder in clients", "Done, I created clients/archive."] }),
  n("can u text jess n remind her about thurs"),
  t("how big r my flash files, biggest first", 'list_directory_with_sizes', { path: D('flash'), sortBy: 'size' }),
  t("wats the weather doin in LA, going for a convention 🌴", 'get-structured-content', WEATHER('Los Angeles')),
  n("he aha te tikanga o te koru?", { l: 'mi' }),
  t("do i have enough needles? check the stock list", 'read_text_file', { path: D('shop stuff/needle_stock.txt') }),
  append("add black dynamic x2 bottles to the ink order", D('shop stuff/ink_order.txt')),
  n("whats the diff between a 5RL and 5RS needle"),
  t("wheres my consent form thing", 'search_files', { path: D.home, pattern: pat('consent') }, { also: ['directory_tree', 'list_directory'] }),
  t("make a new file clients/waitlist.txt with: mere - forearm koru, tama - hand poke", 'write_file', { path: D('clients/waitlist.txt'), content: ['mere - forearm koru, tama - hand poke', 'mere - forearm koru\ntama - hand poke'] }),
  m("jess and mere are sisters fyi", [
    ['create_entities', { entities: [[ent('Mere', 'person', ['client', 'sister of Jess T'])]] }],
    ['create_relations', { relations: [[{ from: 'Jess T', to: 'Mere', relationType: 'sister of' }], [{ from: 'Mere', to: 'Jess T', relationType: 'sister of' }]] }],
  ], { note: 'Jess T exists already; Mere needs creating before the relation' }),
  t("forget the red ink thing for jess, she got patch tested n its fine", 'delete_observations', { deletions: [[{ entityName: 'Jess T', observations: ['allergic to red ink'] }]] }),
  n("ugh sick of ppl haggling on price, how do i say no nicely"),
  t("rename snake_rose to snake_rose_SOLD", 'move_file', { source: D('flash/snake_rose.png'), destination: D('flash/snake_rose_SOLD.png') }),
  t("whats on my studio playlist", 'read_text_file', { path: D('playlist_for_studio.txt') }),
  n("can u draw me a koru design"),
  open("i wrote something somewhere about a guy wanting a moko, find it", ['read_multiple_files', 'read_text_file', 'search_nodes', 'search_files']),
  t("show me the kowhaiwhai sheet", 'read_media_file', { path: D('flash/kowhaiwhai_sheet1.png') }),
  t("read me aftercare n the consent template both", 'read_multiple_files', { paths: D.many('aftercare.txt', 'clients/consent_form_template.txt') }, { also: ['read_text_file'] }),
  n("what time is it in LA rn compared to nz"),
  t("when did deposits last get updated", 'get_file_info', { path: D('clients/deposits.csv') }),
  n("lol ok what was the first thing i asked u", { h: ["yo can u pull up my aftercare sheet", "Here's your aftercare sheet: keep it wrapped 2–4 hours, wash with unscented soap, thin layer of balm…", "hows march lookin bookings wise 👀", "March has 14 bookings so far, busiest week is the 17th."] }),
  n("chur bro 🤙"),
  n("can u book me a flight to LA for the convention, cheapest one"),
];

// ───────────────────────── 5. Fr. Tomasz (priest, Kraków) ─────────────────────────
const E = at('/home/tomasz');
const tomasz = [
  t("Please show me my homily for the first Sunday of Advent.", 'read_text_file', { path: E('kazania/adwent_2024_niedziela1.txt') }),
  t("Proszę pokazać ogłoszenia parafialne.", 'read_text_file', { path: E('parafia/ogloszenia_parafialne.txt') }, { l: 'pl' }),
  append("Kindly append to the parish announcements: 'Rekolekcje wielkopostne rozpoczną się 9 marca.'", E('parafia/ogloszenia_parafialne.txt')),
  t("Which couples are preparing for marriage in 2025?", 'read_text_file', { path: E('sluby/pary_2025.txt') }),
  append("Dodaj parę: Anna Kowalczyk i Piotr Nowak, ślub 14 czerwca 2025.", E('sluby/pary_2025.txt'), { l: 'pl' }),
  n("Could you suggest a short reflection on the prodigal son, Luke 15, for a children's Mass?"),
  n("What is the liturgical colour for Gaudete Sunday?"),
  t("Please add the two roof repair estimates: 48,500 and 27,300 złoty.", 'get-sum', { a: 48500, b: 27300 }),
  t("Please show me the roof repair costs.", 'read_text_file', { path: E('parafia/remont_dachu_koszty.csv') }),
  t("Please remember that Mr Zbigniew Kowal is the new treasurer of the parish council.", 'create_entities', { entities: [[ent('Zbigniew Kowal', 'person', ['treasurer of the parish council'])]] }),
  t("Kto jest skarbnikiem rady parafialnej?", 'search_nodes', { query: ['skarbnik', 'treasurer', 'Kowal', 'rada parafialna'] }, { l: 'pl', also: ['read_graph'] }),
  t("Please create a folder for 2025 inside 'chrzty'.", 'create_directory', { path: E('chrzty/2025') }),
  t("Please start a new homily file, kazania/boze_narodzenie_2024.txt, with the single line 'Słowo stało się ciałem'.", 'write_file', { path: E('kazania/boze_narodzenie_2024.txt'), content: ['Słowo stało się ciałem', 'Słowo stało się ciałem\n'] }),
  t("How large is the photograph from the Częstochowa pilgrimage?", 'get_file_info', { path: E('zdjecia/pielgrzymka_czestochowa.jpg') }, { also: ['list_directory_with_sizes'] }),
  t("Show me that photograph, please.", 'read_media_file', { path: E('zdjecia/pielgrzymka_czestochowa.jpg') }, { h: ["How large is the photograph from the Częstochowa pilgrimage?", "zdjecia/pielgrzymka_czestochowa.jpg is 3.4 MB, last modified on 18 August 2024."] }),
  n("Proszę o radę: jak delikatnie odmówić parafiance, która chce czytać lekcję na każdej Mszy?", { l: 'pl' }),
  t("List my homilies folder with the sizes of the files.", 'list_directory_with_sizes', { path: E('kazania') }),
  t("Please rename pogrzeb_wzor.txt to pogrzeb_szablon.txt.", 'move_file', { source: E('kazania/pogrzeb_wzor.txt'), destination: E('kazania/pogrzeb_szablon.txt') }),
  t("When did I last edit the letter to the curia about the roof?", 'get_file_info', { path: E('listy/do_kurii_remont.txt') }),
  n("Could you send that letter to the curia by e-mail for me?"),
  fix("A correction: Mr Kowal is not the treasurer but the secretary of the council.", 'Zbigniew Kowal', ['treasurer of the parish council'], ['secretary of the parish council']),
  m("Please record that Anna Kowalczyk and Piotr Nowak are engaged; their wedding is on 14 June 2025.", [
    ['create_entities', { entities: [[ent('Anna Kowalczyk', 'person', ['wedding on 14 June 2025']), ent('Piotr Nowak', 'person', ['wedding on 14 June 2025'])]] }],
    ['create_relations', { relations: [[{ from: 'Anna Kowalczyk', to: 'Piotr Nowak', relationType: 'engaged to' }], [{ from: 'Piotr Nowak', to: 'Anna Kowalczyk', relationType: 'engaged to' }]] }],
  ]),
  n("On what date does Easter fall in 2026?"),
  t("Jaka jest pogoda w Chicago? Nasi parafianie tam lecą.", 'get-structured-content', WEATHER('Chicago'), { l: 'pl' }),
  t("Please open the marriage preparation text and the Easter homily; I want to see which one quotes the Book of Tobit.", 'read_multiple_files', { paths: E.many('sluby/nauki_przedmalzenskie.txt', 'kazania/wielkanoc_2024.txt') }, { also: ['read_text_file'] }),
  t("Find all the spreadsheet csv files I have, please.", 'search_files', { path: E.home, pattern: ['*.csv', '**/*.csv', '.csv'] }),
  n("Thank you, God bless you."),
  t("Show me the whole folder structure of my documents.", 'directory_tree', { path: E.home }, { also: ['list_directory'] }),
  m("Please create a folder 'archiwum' in kazania and move the Easter 2024 homily there.", [
    ['create_directory', { path: E('kazania/archiwum') }],
    ['move_file', { source: E('kazania/wielkanoc_2024.txt'), destination: E('kazania/archiwum/wielkanoc_2024.txt') }],
  ]),
  n("Przetłumacz na angielski: „Niech będzie pochwalony Jezus Chrystus”.", { l: 'pl' }),
  t("What does my liturgical calendar say for December?", 'read_text_file', { path: E('kalendarz_liturgiczny.txt') }),
  n("Could you summarise what we have done so far in this conversation?", { h: ["Please show me the roof repair costs.", "The roof repair file lists two estimates: 48,500 zł for the tiles and 27,300 zł for the gutters and flashing.", "Please add the two roof repair estimates: 48,500 and 27,300 złoty.", "Together that makes 75,800 zł."] }),
  t("Please forget Anna Kowalczyk and Piotr Nowak; they have called off the wedding.", 'delete_entities', { entityNames: [['Anna Kowalczyk', 'Piotr Nowak']] }),
  t("Where is the protocol from the May parish council meeting?", 'search_files', { path: E.home, pattern: pat('protokol', 'rada') }, { also: ['directory_tree', 'list_directory'] }),
  t("How many baptisms did we have in 2024?", 'read_text_file', { path: E('chrzty/chrzty_2024.csv') }),
  n("Who was Saint Maximilian Kolbe, in three sentences, for the parish bulletin?"),
  n("Could you please book the parish hall in the diocese system for Saturday?"),
  n("What is the difference between a vigil Mass and a Sunday Mass, for a catechism class of twelve-year-olds?"),
];

// ───────────────────────── 6. Dr. Fatima (vet, Meknès) ─────────────────────────
const F = at('/home/fatima');
const fatima = [
  t("impayés ?", 'read_text_file', { path: F('factures/impayes.txt') }, { l: 'fr' }),
  t("stock vaccins", 'read_text_file', { path: F('vaccins/stock_vaccins.csv') }, { l: 'fr' }),
  append("add to unpaid: Haj Driss 1200 dh, calving 12/02", F('factures/impayes.txt')),
  t("colic protocol pls", 'read_text_file', { path: F('protocoles/colique_cheval.txt') }),
  t("show the mare xray", 'read_media_file', { path: F('radio_jument.jpg') }),
  n("flunixin dose for a 450 kg horse IV?"),
  t("1200 + 850", 'get-sum', { a: 1200, b: 850 }, { note: 'bare sum; answering directly is also fine' }),
  t("remember: Haj Driss, farmer in El Hajeb, 40 cows, pays late", 'create_entities', { entities: [[ent('Haj Driss', 'person', ['farmer in El Hajeb', '40 cows', 'pays late'])]] }),
  t("ما هي المعلومات التي عندك عن الحاج إدريس؟", 'search_nodes', { query: ['Driss', 'Haj Driss', 'إدريس'] }, { l: 'ar' }),
  t("new folder visites/mars", 'create_directory', { path: F('visites/mars') }),
  t("crée un fichier visites/mars/visites_mars.csv avec l'entête date,eleveur,animal,acte,montant", 'write_file', { path: F('visites/mars/visites_mars.csv'), content: ['date,eleveur,animal,acte,montant', 'date,eleveur,animal,acte,montant\n'] }, { l: 'fr' }),
  t("rename velage_difficile.txt → dystocie_bovine.txt", 'move_file', { source: F('protocoles/velage_difficile.txt'), destination: F('protocoles/dystocie_bovine.txt') }),
  n("ok merci", { l: 'fr' }),
  t("weather new york? conference next week", 'get-structured-content', WEATHER('New York')),
  t("janvier + février visits side by side", 'read_multiple_files', { paths: F.many('visites/visites_janvier.csv', 'visites/visites_fevrier.csv') }, { also: ['read_text_file'] }),
  t("files in vaccins w/ sizes", 'list_directory_with_sizes', { path: F('vaccins') }),
  n("call Haj Driss for me"),
  t("Haj Driss paid. remove the pays late note", 'delete_observations', { deletions: [[{ entityName: 'Haj Driss', observations: ['pays late'] }]] }),
  m("Haj Driss's son Youssef runs the herd now. note it", [
    ['create_entities', { entities: [[ent('Youssef', 'person', ['son of Haj Driss', 'runs the herd now'])]] }],
    ['create_relations', { relations: [[{ from: 'Youssef', to: 'Haj Driss', relationType: 'son of' }], [{ from: 'Haj Driss', to: 'Youssef', relationType: 'father of' }]] }],
  ]),
  t("notes on El Amrani's horse", 'read_text_file', { path: F('visites/cheval_el_amrani_notes.txt') }),
  t("FMD vaccination calendar", 'read_text_file', { path: F('vaccins/calendrier_fievre_aphteuse.txt') }),
  n("ما الفرق بين الحمى القلاعية ومرض الجلد العقدي عند الأبقار؟", { l: 'ar' }),
  m("tarifs: night visit 400 → 500", [['read_text_file', { path: F('tarifs.txt') }], ['edit_file', { path: F('tarifs.txt') }]], { also: ['write_file'], note: 'edit the night-visit price from 400 to 500' }),
  t("where is facture 14", 'search_files', { path: F.home, pattern: pat('014', '14', 'facture') }, { also: ['list_directory', 'directory_tree'] }),
  n("rédige un SMS poli pour rappeler un paiement en retard à un éleveur", { l: 'fr' }),
  t("last modified stock_vaccins?", 'get_file_info', { path: F('vaccins/stock_vaccins.csv') }),
  t("all txt files", 'search_files', { path: F.home, pattern: ['*.txt', '**/*.txt', '.txt'] }),
  n("39.8 °C in fahrenheit?"),
  t("contacts éleveurs", 'read_text_file', { path: F('contacts_eleveurs.txt') }, { l: 'fr' }),
  open("which farms need a follow-up visit? check my notes", ['read_text_file', 'read_multiple_files', 'search_nodes', 'directory_tree']),
  n("résume notre conversation", { l: 'fr', h: ["stock vaccins", "Vous avez 120 doses de vaccin fièvre aphteuse, 60 d'entérotoxémie et 15 de rage.", "1200 + 850", "2050."] }),
  t("أرني ملف الأسعار", 'read_text_file', { path: F('tarifs.txt') }, { l: 'ar' }),
  n("write 5 short tips for farmers on tick control, bullet points"),
  t("tree of everything", 'directory_tree', { path: F.home }, { also: ['list_directory'] }),
  append("in the El Amrani horse notes add: 18/02 lameness LF improved", F('visites/cheval_el_amrani_notes.txt')),
  n("book me a flight Casablanca–New York"),
  n("tetanus booster for horses, how often?"),
];

// ───────────────────────── 7. Dez (bus driver, London) ─────────────────────────
const G = at('/home/dez');
const dez = [
  t("wat fixtures tobi got this month", 'read_text_file', { path: G('Kids/tobi_football_fixtures.txt') }),
  t("open my fantsy team", 'read_text_file', { path: G('fantasy_prem_team.txt') }),
  m("swap salah out for palmer in my fantasy file", [['read_text_file', { path: G('fantasy_prem_team.txt') }], ['edit_file', { path: G('fantasy_prem_team.txt') }]], { also: ['write_file'], note: 'edit replaces Salah with Palmer' }),
  n("who won the prem in 2016 again"),
  t("mums jollof recipe pls", 'read_text_file', { path: G('mums_jollof.txt') }),
  t("ada parents evening wen is it", 'read_text_file', { path: G('Kids/ada_parents_evening.txt') }),
  append("add swap request: 14th feb early for late, with marcus", G('Rota/swap_requests.txt')),
  t("remmber marcus is on the 38 too n he owes me a shift", 'create_entities', { entities: [[ent('Marcus', 'person', ['drives route 38', 'owes Dez a shift'])]] }),
  t("wat do i kno about marcus", 'search_nodes', { query: ['Marcus'] }),
  t("how much is 2150 plus 380", 'get-sum', { a: 2150, b: 380 }),
  n("whats 15 percent of 2150"),
  t("savings goal file wat it say", 'read_text_file', { path: G('Money/savings_goal.txt') }),
  t("make a folder Holidays 2025 in Money", 'create_directory', { path: G('Money/Holidays 2025') }),
  t("show tobi trophy pic", 'read_media_file', { path: G('Pics/tobi_trophy.jpg') }),
  n("can u ring the depot n say im sick"),
  n("how do i ask my supervisor for saturdays off for tobis football without it being awkward"),
  t("wats in my Money folder n how big", 'list_directory_with_sizes', { path: G('Money') }),
  t("move the union notes into Rota", 'move_file', { source: G('bus_union_meeting_notes.txt'), destination: G('Rota/bus_union_meeting_notes.txt') }),
  t("weather chicago? cousin lives there", 'get-structured-content', WEATHER('Chicago')),
  t("marcus paid back the shift, update it", 'delete_observations', { deletions: [[{ entityName: 'Marcus', observations: ['owes Dez a shift'] }]] }, { also: ['add_observations'] }),
  t("find my payslips", 'search_files', { path: G.home, pattern: pat('payslip') }, { also: ['list_directory', 'directory_tree'] }),
  t("open jan and feb rota", 'read_multiple_files', { paths: G.many('Rota/rota_jan.pdf', 'Rota/rota_feb.pdf') }, { also: ['read_text_file', 'read_file'] }),
  t("new file Kids/tobi_kit_list.txt: boots, shin pads, water bottle, gum shield", 'write_file', { path: G('Kids/tobi_kit_list.txt'), content: ['boots, shin pads, water bottle, gum shield', 'boots\nshin pads\nwater bottle\ngum shield'] }),
  n("lol ur good at this"),
  n("wats a good name for a whatsapp group for the lads on the 38"),
  t("ada n tobi r my kids, save dat", 'create_entities', { entities: [[ent('Ada', 'person', ["Dez's daughter"]), ent('Tobi', 'person', ["Dez's son"])]] }, { also: ['create_relations'] }),
  t("when was budget last changed", 'get_file_info', { path: G('Money/budget.xlsx') }),
  t("union meeting notes wat did they say bout the pay offer", 'read_text_file', { path: G('bus_union_meeting_notes.txt') }),
  n("explain tax code 1257L simple"),
  t("rename mums_jollof to mum_jollof_recipe.txt", 'move_file', { source: G('mums_jollof.txt'), destination: G('mum_jollof_recipe.txt') }),
  n("wat did u say bout marcus b4", { h: ["wat do i kno about marcus", "You told me Marcus drives route 38 too and owes you a shift."] }),
  t("show me evryting i got, all folders", 'directory_tree', { path: G.home }, { also: ['list_directory'] }),
  n("how do i make jollof less spicy for the kids"),
  t("abeg show me my budget file", 'read_text_file', { path: G('Money/budget.xlsx') }, { l: 'pcm', also: ['read_file', 'read_multiple_files'] }),
  n("abeg how i fit save 50 pound every week, e no easy o", { l: 'pcm' }),
  n("is arsenal playing sat or sun this week"),
  n("my back kills after 10 hrs in the cab, any tips"),
];

// ───────────────────────── 8. Ingrid (beekeeper, Voss) ─────────────────────────
const H = at('/home/ingrid');
const ingrid = [
  t("Good morning! It's snowing again here in Voss, can you believe it, in April... anyway, I was wondering if you could show me my notes on hive number three, the weak one, I'm a bit worried about it.", 'read_text_file', { path: H('bikuber/kube_3_svak.txt') }),
  t("Kan du vise meg varroa-tellingene fra i fjor?", 'read_text_file', { path: H('bikuber/varroa_telling_2024.csv') }, { l: 'no' }),
  append("Oh and could you add to the hive three notes that on the 12th of April I saw the queen and fresh eggs, which is a relief honestly, I'd half given up on her", H('bikuber/kube_3_svak.txt')),
  n("Why would a colony come out of winter weak, what are the usual reasons? I've kept bees thirty years but one still wonders every spring."),
  t("my customer list, who's on it again, I can never remember if the Haugland family is on it", 'read_text_file', { path: H('honningsalg/kundeliste.txt') }),
  t("Please remember that Sigrid at the Voss market wants 20 jars of heather honey every September, she's very particular about it", 'create_entities', { entities: [[ent('Sigrid', 'person', ['sells at the Voss market', 'wants 20 jars of heather honey every September'])]] }),
  t("Hva har jeg fortalt deg om Sigrid?", 'search_nodes', { query: ['Sigrid'] }, { l: 'no' }),
  t("show me the label I made for the heather honey, I want to see if the font is too small", 'read_media_file', { path: H('honningsalg/etikett_lynghonning.png') }),
  t("could you add up 14 350 and 9 875 for me, that's the spring and summer sales in kroner", 'get-sum', { a: 14350, b: 9875 }),
  n("how many jars do I need for 45 kilos if each jar holds 450 grams"),
  t("the mead recipe, please, I'm thinking of starting a batch this weekend", 'read_text_file', { path: H('oppskrifter/mjod.txt') }),
  t("Lag en ny mappe som heter 2025 inne i bikuber", 'create_directory', { path: H('bikuber/2025') }, { l: 'no' }),
  t("rename kube_2.txt to kube_2_buckfast.txt because I requeened it with a Buckfast queen last summer and I keep forgetting which is which", 'move_file', { source: H('bikuber/kube_2.txt'), destination: H('bikuber/kube_2_buckfast.txt') }),
  t("what's in my diary from last year, just the last few entries please, I don't need the whole long thing", 'read_text_file', { path: H('dagbok_2024.txt') }, { note: 'a tail argument is welcome but not required' }),
  n("You know, my late husband Arne used to say you must tell the bees when someone dies. Is there anything to that old custom?"),
  t("Arne was my husband, he passed in 2019. I'd like you to remember him, he built all the hive stands.", 'create_entities', { entities: [[ent('Arne', 'person', ["Ingrid's late husband", 'died in 2019', 'built the hive stands'])]] }),
  t("Sigrid is actually Arne's niece, did I mention that? Could you connect them somehow.", 'create_relations', { relations: [[{ from: 'Sigrid', to: 'Arne', relationType: 'niece of' }], [{ from: 'Arne', to: 'Sigrid', relationType: 'uncle of' }]] }),
  t("What's the weather like in New York? My grandson Lars is studying there and he never tells me anything.", 'get-structured-content', WEATHER('New York')),
  t("the minutes from the beekeepers' association meeting, could you bring them up", 'read_text_file', { path: H('birøkterlaget_møtereferat.txt') }),
  append("shopping list — put down sugar 25 kg and ten new frames, before I forget again", H('innkjøp.txt')),
  t("could you show me the honey cake recipe and the mead one together, I'm making both for the church bazaar", 'read_multiple_files', { paths: H.many('oppskrifter/honningkake.txt', 'oppskrifter/mjod.txt') }, { also: ['read_text_file'] }),
  t("all my hive files with how big they are please", 'list_directory_with_sizes', { path: H('bikuber') }),
  n("Can you order the sugar from Felleskjøpet for me and have it delivered?"),
  t("Write a new note in bikuber called svermer_2025.txt, just the line 'Ingen svermer ennå' for now", 'write_file', { path: H('bikuber/svermer_2025.txt'), content: ['Ingen svermer ennå', 'Ingen svermer ennå\n'] }),
  t("When did I last touch the sales file?", 'get_file_info', { path: H('honningsalg/salg_2024.csv') }),
  open("I wrote down somewhere how many kilos kube 1 gave last year, is that in the sales file or in the hive note?", ['read_multiple_files', 'read_text_file']),
  n("Skriv en kort tekst til en plakat: Honning til salgs, lynghonning og sommerhonning, ring 912 34 567", { l: 'no' }),
  fix("Sigrid wants 30 jars this year, not 20, business must be good for her", 'Sigrid', ['wants 20 jars of heather honey every September'], ['wants 30 jars of heather honey this September']),
  n("Why does heather honey go like jelly when clover honey doesn't?"),
  t("find the varroa file, I always lose it", 'search_files', { path: H.home, pattern: pat('varroa') }, { also: ['directory_tree', 'list_directory'] }),
  t("What have you remembered about my people so far, all of it?", 'read_graph', {}, { also: ['search_nodes', 'open_nodes'] }),
  n("Sorry for going on and on, thank you dear, you are very patient."),
  n("what did I say the label was for, earlier?", { h: ["show me the label I made for the heather honey, I want to see if the font is too small", "Here's etikett_lynghonning.png. The name is easy to read, but the weight and your phone number are quite small."] }),
  t("move the mead recipe out of the recipes folder into my main folder, it's more of a project really", 'move_file', { source: H('oppskrifter/mjod.txt'), destination: H('mjod.txt') }),
  t("Kan du vise hele mappestrukturen min?", 'directory_tree', { path: H.home }, { l: 'no', also: ['list_directory'] }),
  n("What's a fair price per jar for heather honey these days, roughly?"),
  n("Is it true that bees can recognise human faces? Lars says so and I don't believe him."),
];

// ───────────────────────── 9. Nikos (chef, Thessaloniki) ─────────────────────────
const I = at('/home/nikos');
const nikos = [
  t("dwse mou th syntagh gia mousaka re", 'read_text_file', { path: I('syntages/moussakas.txt') }, { l: 'el' }),
  t("ποιοι είναι στη βάρδια τον Μάρτιο;", 'read_text_file', { path: I('vardies/vardia_martiou.txt') }, { l: 'el' }),
  t("allergen list for the menu pls", 'read_text_file', { path: I('allergiogona.txt') }),
  append("add 'koulouri: sesame' to the allergen list", I('allergiogona.txt')),
  n("how long to rest a lamb shoulder after 5h slow cook"),
  t("how much we spend on meat, open the butcher orders", 'read_text_file', { path: I('promitheftes/kreopoleio_paraggelies.csv') }),
  t("sum 1840 + 2265 meat last 2 weeks", 'get-sum', { a: 1840, b: 2265 }),
  n("food cost 32% on a 14.50 plate, whats the cost"),
  t("new file syntages/fasolada.txt: fasolia, karota, selino, domata, ladi, kremmydi", 'write_file', { path: I('syntages/fasolada.txt'), content: ['fasolia, karota, selino, domata, ladi, kremmydi', 'fasolia\nkarota\nselino\ndomata\nladi\nkremmydi'] }),
  t("Θυμήσου ότι ο Στέλιος ο ψαράς φέρνει φρέσκα λαβράκια κάθε Τρίτη", 'create_entities', { entities: [[ent('Στέλιος', 'person', ['ψαράς', 'φέρνει φρέσκα λαβράκια κάθε Τρίτη'])], [ent('Stelios', 'person', ['fisherman', 'brings fresh sea bass every Tuesday'])]] }, { l: 'el', note: 'name in Greek or Latin script both fine' }),
  t("stelios the fish guy, what did i tell u", 'search_nodes', { query: ['Stelios', 'Στέλιος'] }),
  t("show the bougatsa pic", 'read_media_file', { path: I('photos/bougatsa_final.jpg') }),
  t("rename menu_kalokairi to menu_kalokairi_2025", 'move_file', { source: I('menu_kalokairi.txt'), destination: I('menu_kalokairi_2025.txt') }),
  t("whats in photos", 'list_directory', { path: I('photos') }),
  n("write me a insta post for the new summer menu, short, with a bit of greek"),
  append("todo add: fix the salamander, call the gas guy", I('todo_kouzina.txt')),
  n("can u call the gas guy"),
  t("φτιάξε φάκελο archive μέσα στο syntages", 'create_directory', { path: I('syntages/archive') }, { l: 'el' }),
  t("move giouvetsi in there we dropped it from the menu", 'move_file', { source: I('syntages/giouvetsi.txt'), destination: I('syntages/archive/giouvetsi.txt') }, { h: ["φτιάξε φάκελο archive μέσα στο syntages", "Έτοιμο — δημιούργησα τον φάκελο syntages/archive."] }),
  t("open the plate costs and the moussaka recipe, i wanna see why moussaka costs so much", 'read_multiple_files', { paths: I.many('kostos_piaton.csv', 'syntages/moussakas.txt') }, { also: ['read_text_file'] }),
  t("weather LA? boss is there for a food show", 'get-structured-content', WEATHER('Los Angeles')),
  n("τι σημαίνει mise en place;", { l: 'el' }),
  fix("stelios comes wednesdays now not tuesdays", ['Stelios', 'Στέλιος'], ['brings fresh sea bass every Tuesday'], ['brings fresh sea bass every Wednesday'], { note: 'entity may be stored as Stelios or Στέλιος; observation wording may differ' }),
  m("stelios supplies our taverna Kali Ora, link him to it", [
    ['create_entities', { entities: [[ent('Kali Ora', 'taverna', ["Nikos's taverna in Thessaloniki"])], [ent('Taverna Kali Ora', 'taverna', ["Nikos's taverna in Thessaloniki"])]] }],
    ['create_relations', { relations: [[{ from: 'Stelios', to: 'Kali Ora', relationType: 'supplies' }], [{ from: 'Stelios', to: 'Taverna Kali Ora', relationType: 'supplies' }]] }],
  ]),
  t("psaragora file whats inside", 'read_text_file', { path: I('promitheftes/psaragora.txt') }),
  t("when did i last change the costs file", 'get_file_info', { path: I('kostos_piaton.csv') }),
  n("bro burned my hand on the pass whats the quick fix"),
  t("find all the csv", 'search_files', { path: I.home, pattern: ['*.csv', '**/*.csv', '.csv'] }),
  t("show me how i set up the pass, the photo", 'read_media_file', { path: I('photos/pass_setup.jpg') }),
  open("i had something about fish prices somewhere, find it", ['search_files', 'read_text_file', 'directory_tree', 'read_multiple_files']),
  n("thanks re, you're the man"),
  t("fix the moussaka recipe: 1 kg melitzanes → 1.5 kg melitzanes", 'edit_file', { path: I('syntages/moussakas.txt'), edits: [[{ oldText: '1 kg melitzanes', newText: '1.5 kg melitzanes' }]] }, { also: ['read_text_file'] }),
  n("what did i tell u to add to the todo before", { h: ["todo add: fix the salamander, call the gas guy", "Added both to todo_kouzina.txt: \"fix the salamander\" and \"call the gas guy\"."] }),
  n("Πόσα γραμμάρια είναι μια κούπα αλεύρι;", { l: 'el' }),
  t("sizes of the recipe files big to small", 'list_directory_with_sizes', { path: I('syntages'), sortBy: 'size' }),
  n("best wine with giouvetsi, something greek"),
  n("convert 180 celsius to fahrenheit for the new american guy"),
];

// ───────────────────────── 10. Lyle (plumber, Dayton) ─────────────────────────
const J = at('/home/lyle');
const lyle = [
  t("read me whats on the truck parts list", 'read_text_file', { path: J('Truck/parts_on_truck.txt') }),
  append("add half inch pex 100 foot roll and a box of sharkbites to the truck list", J('Truck/parts_on_truck.txt')),
  t("whos not paid me yet", 'read_text_file', { path: J('Invoices/unpaid.txt') }),
  t("add 1260 and 845", 'get-sum', { a: 1260, b: 845 }),
  t("hendricks job notes", 'read_text_file', { path: J('Jobs/2025-03 Hendricks water heater.txt') }),
  n("how high off the floor does the relief valve discharge pipe have to end"),
  t("make a jobs folder for april", 'create_directory', { path: [...J('Jobs/2025-04'), ...J('Jobs/April'), ...J('Jobs/april')] }),
  t("new file in jobs called 2025-04 Miller kitchen sink.txt says leaking basket strainer replace p trap", 'write_file', { path: J('Jobs/2025-04 Miller kitchen sink.txt'), content: ['leaking basket strainer replace p trap', 'Leaking basket strainer, replace P-trap'] }),
  t("remember dave at ferguson supply gives me 15 percent off", 'create_entities', { entities: [[ent('Dave', 'person', ['works at Ferguson supply', 'gives Lyle 15 percent off'])]] }),
  t("what discount does dave give me", 'search_nodes', { query: ['Dave', 'discount'] }),
  n("how do I tell a customer nice that the whole house needs a repipe"),
  t("when did I renew my backflow cert whats the file date", 'get_file_info', { path: J('Licenses/backflow_cert_2024.pdf') }),
  t("show me the licenses folder", 'list_directory', { path: J('Licenses') }),
  t("weather in chicago going up for a trade show", 'get-structured-content', WEATHER('Chicago')),
  n("order me a 50 gallon bradford white from ferguson"),
  m("hendricks paid take him off unpaid", [['read_text_file', { path: J('Invoices/unpaid.txt') }], ['edit_file', { path: J('Invoices/unpaid.txt') }]], { also: ['write_file'], note: 'remove the Hendricks line' }),
  append("oil change log add 3/22 at 148200 miles", J('Truck/oil_changes.txt')),
  t("rename estimates_template to estimate_template_2025", 'move_file', { source: J('Jobs/estimates_template.txt'), destination: J('Jobs/estimate_template_2025.txt') }),
  n("whats 1260 times 1.0725"),
  t("find invoice 1042", 'search_files', { path: J.home, pattern: pat('1042') }, { also: ['list_directory', 'directory_tree'] }),
  t("read both march jobs", 'read_multiple_files', { paths: J.many('Jobs/2025-03 Hendricks water heater.txt', 'Jobs/2025-03 Baptist church boiler.txt') }, { also: ['read_text_file'] }),
  t("price book what do i charge for a toilet rebuild", 'read_text_file', { path: J('price_book.csv') }),
  fix("dave moved to the winnelson on wayne ave", 'Dave', ['works at Ferguson supply'], ['works at Winnelson on Wayne Ave']),
  n("difference between type L and type M copper"),
  t("the pastor at the baptist church is pastor jim williams remember him he pays net 30", 'create_entities', { entities: [[ent('Pastor Jim Williams', 'person', ['pastor at the Baptist church', 'pays net 30'])]] }),
  t("forget dave altogether he retired", 'delete_entities', { entityNames: [['Dave']] }),
  n("thanks bud"),
  t("supply house accounts show me", 'read_text_file', { path: J('supply_house_accounts.txt') }),
  t("whats the biggest files in invoices", 'list_directory_with_sizes', { path: J('Invoices'), sortBy: 'size' }),
  open("pull up that church job", ['search_files', 'list_directory', 'directory_tree', 'read_text_file'], { note: 'Jobs/2025-03 Baptist church boiler.txt; the assistant has to find it first' }),
  n("what was the first thing I asked you", { h: ["read me whats on the truck parts list", "Your truck list has: 3/4 copper elbows, wax rings, a flapper assortment, two 40-gal anode rods and Teflon tape.", "whos not paid me yet", "Invoices/unpaid.txt shows Hendricks ($1,260) and the Baptist church ($845)."] }),
  m("make a folder called State inside licenses and put the ohio license in it", [
    ['create_directory', { path: J('Licenses/State') }],
    ['move_file', { source: J('Licenses/ohio_plumbing_license.pdf'), destination: J('Licenses/State/ohio_plumbing_license.pdf') }],
  ]),
  t("show me everything I got", 'directory_tree', { path: J.home }, { also: ['list_directory'] }),
  n("roughly what should I charge for a weekend emergency call in ohio"),
  n("write a short text to mrs hendricks saying the water heater is in and the invoice is coming"),
  n("can you post my invoice to the church by mail"),
  n("whats a good way to get hard water scale off a showerhead"),
];

const cases = [...mateo, ...margaret, ...kenji, ...aroha, ...tomasz, ...fatima, ...dez, ...ingrid, ...nikos, ...lyle];
// Memory writes are scored by their tools: the words a record keeps are the writer's own, as in the fourteenth list.
const WORDED_WRITES = new Set(['create_entities', 'add_observations', 'create_relations', 'delete_observations']);
export default cases.map((c) => ({ ...c, calls: c.calls.map((call) => (WORDED_WRITES.has(call.name) ? { ...call, arguments: {} } : call)) }));
