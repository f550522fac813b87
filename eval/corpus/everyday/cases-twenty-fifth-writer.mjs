/**
 * Everyday chat requests, twenty-fifth writer. Ten people, about 35 requests each.
 *
 * 1. Rosa Huamán, 52, Villa El Salvador (Lima, Peru). Runs a small sewing workshop that makes
 *    school uniforms. Worked twelve years in garment factories in Paterson, NJ, so she speaks a
 *    broken, practical English and talks to the phone by voice: no punctuation, run-on
 *    sentences, Spanish words everywhere, sometimes all Spanish.
 * 2. Ji-woo Park, 27, Mapo-gu (Seoul). Freelance webtoon colorist working nights for an
 *    agency. All lowercase, "u", "abt", "pls", ㅋㅋ and ㅠㅠ, emoji, Korean when she's tired.
 * 3. Youssef Benali, 44, the medina of Marrakesh. Manages a seven-room riad guesthouse. Types
 *    fast between guests: English with French words, "svp", "inchallah", sometimes full
 *    French, sometimes Darija in Arabic script.
 * 4. Shirin Ahmadi, 61, Tajrish (Tehran). Piano tuner and retired music teacher. Very polite,
 *    long, complete sentences ("Dear assistant", "Thank you in advance"), some messages in
 *    Persian.
 * 5. Oksana Kovalenko, 35, Obolon (Kyiv). Veterinarian at a small clinic that also runs a
 *    shelter. Types fast on the phone after night shifts: typos, no capitals, clipped;
 *    Ukrainian when she's in a hurry.
 * 6. Joy Dela Cruz, 29, Quezon City (Manila). Home baker selling ube cheese pandesal and
 *    ensaymada on Facebook and Shopee. Taglish, "po", "pala", lots of emoji and exclamation.
 * 7. Wanjiru Kamau, 38, Kasarani (Nairobi). Safari driver-guide (Maasai Mara, Amboseli),
 *    in a women's savings group (chama), mother of two. English with Swahili, often dictated
 *    from the car; short.
 * 8. Emir Hadžić, 67, Baščaršija (Sarajevo). Retired watchmaker who still repairs clocks for
 *    the neighbours and races pigeons. Extremely terse, lowercase, no punctuation, no
 *    articles; Bosnian now and then.
 * 9. Brenda Kowalczyk, 71, near Hays (rural Kansas). Retired rural postmaster; does the family
 *    genealogy (Volga Germans) and the Lutheran church bulletin. Very polite and long-winded,
 *    signs her messages, English only.
 * 10. Aino Virtanen, 24, Tampere (Finland). Tattoo artist at a small studio. Lowercase,
 *    "xd", "lmao", dry humour, Finnish and English mixed.
 */
import { t, m, n, open } from './case-helpers.mjs';
import { read, look, list, info, readAll, append, find, remember, addFact, recall, correct, whatYouKnow, at, both, findRead, findLook, findInfo, findEdit, findAppend, edit, any } from './case-shorthands.mjs';


/* Rosa — /home/rosa
 * pedidos/
 *   pedidos_marzo_2025.txt
 *   colegio_san_martin.txt
 *   colegio_fe_y_alegria.txt
 *   medidas_alumnos_5to.csv
 * precios/
 *   lista_precios_2025.txt
 *   telas_proveedor_gamarra.txt
 * fotos/
 *   uniforme_modelo_nuevo.jpg
 *   buzo_deportivo_azul.png
 * familia/
 *   cumpleanos.txt
 *   receta_aji_de_gallina.txt
 * cuentas/
 *   deudas_clientes.txt
 *   gastos_abril.csv
 */
const R = '/home/rosa';
const rp = at(R);
const rosa = [
  read('open pedidos slash colegio_san_martin.txt', rp('pedidos/colegio_san_martin.txt')),
  findRead('how much I charge for the buzo talla 12 check my price list', R, ['precio', 'precios', 'price'], rp('precios/lista_precios_2025.txt')),
  n('how I get grease stain out of white school shirt is polyester cotton mix'),
  list('what I have in the folder fotos', rp('fotos')),
  findLook('show me the picture of the new uniform model the one I took last week', R, ['uniforme', 'modelo', 'uniform'], rp('fotos/uniforme_modelo_nuevo.jpg')),
  append('add to cuentas/deudas_clientes.txt señora Pilar owes 85 soles for two polos', rp('cuentas/deudas_clientes.txt')),
  remember('remember señora Pilar Quispe she is mother of 3 kids at Fe y Alegria she always pay late but she pays', 'Pilar Quispe', 'person', ['mother of 3 kids at Fe y Alegria', 'always pays late but pays']),
  n('cuantos metros de tela necesito para una falda tableada talla 10 mas o menos', { l: 'es' }),
  findRead('abre el archivo de la receta del aji de gallina', R, ['aji', 'gallina', 'receta'], rp('familia/receta_aji_de_gallina.txt'), { l: 'es' }),
  n('write a whatsapp message to the parents that the uniforms for San Martin will be ready friday 25 and they pay the rest when they pick up'),
  n('more short please and more friendly not so serious', {
    h: ['write a whatsapp message to the parents that the uniforms for San Martin will be ready friday 25 and they pay the rest when they pick up',
      'Estimados padres de familia: Les informamos que los uniformes del Colegio San Martín estarán listos el viernes 25. El saldo pendiente se cancela al momento del recojo. Gracias por su confianza. — Confecciones Rosa'],
  }),
  info('when I last changed the file pedidos_marzo_2025 in pedidos', rp('pedidos/pedidos_marzo_2025.txt')),
  findRead('read me the measurements of the 5to grade kids', R, ['medidas', '5to', 'measure'], rp('pedidos/medidas_alumnos_5to.csv')),
  n('150 dollars is how much soles more or less'),
  recall('what I told you about Pilar', ['Pilar', 'Pilar Quispe']),
  n('mi hija dice que guarde todo en la nube que es eso exactamente y es seguro', { l: 'es' }),
  t('make a new folder inside pedidos call it santa rosa', 'create_directory', { path: any(rp, 'pedidos/santa rosa', 'pedidos/santa_rosa', 'pedidos/Santa Rosa', 'pedidos/santa-rosa', 'pedidos/colegio_santa_rosa') }),
  addFact('Pilar paid 40 soles today she still owes 45', 'Pilar Quispe', ['paid 40 soles, still owes 45 soles']),
  n('thank you mamita you are very helpful'),
  t('move the picture buzo_deportivo_azul.png from fotos into pedidos', 'move_file', { source: rp('fotos/buzo_deportivo_azul.png'), destination: rp('pedidos/buzo_deportivo_azul.png') }),
  findRead('cuanto me cobra el proveedor de gamarra por el metro de drill', R, ['gamarra', 'telas', 'proveedor'], rp('precios/telas_proveedor_gamarra.txt'), { l: 'es' }),
  n('is it normal my machine needle break every time I sew the jean what needle number I use'),
  edit('change the polo blanco to 20 soles everything going up this year', rp('precios/lista_precios_2025.txt'), {
    h: ['open precios/lista_precios_2025.txt',
      'lista_precios_2025.txt:\nPolo blanco manga corta - S/ 18\nPolo manga larga - S/ 22\nBuzo talla 4 a 10 - S/ 58\nBuzo talla 12 a 16 - S/ 65\nFalda tableada - S/ 45\nPantalón gris - S/ 40'],
  }),
  n('como se dice entrega a domicilio en ingles para poner en mi facebook', { l: 'es' }),
  t('how big are the files in fotos my phone says memory full', 'list_directory_with_sizes', { path: rp('fotos') }, { also: ['get_file_info', 'list_directory'] }),
  findRead('open the fe y alegria order', R, ['alegria', 'fe_y_alegria'], rp('pedidos/colegio_fe_y_alegria.txt')),
  n('how I calculate 18 percent IGV on 1200 soles'),
  correct('I was wrong Pilar has 2 kids at Fe y Alegria not 3', 'Pilar Quispe', 'mother of 3 kids at Fe y Alegria', 'mother of 2 kids at Fe y Alegria'),
  n('ok nevermind gracias', {
    h: ['what I have in the folder fotos', 'In fotos you have: uniforme_modelo_nuevo.jpg and buzo_deportivo_azul.png'],
  }),
  n('que le regalo a mi hija por sus 18 años algo bonito pero no tan caro', { l: 'es' }),
  read('open the first one', rp('pedidos/pedidos_marzo_2025.txt'), {
    h: ['what files I have in pedidos', 'In pedidos there are: pedidos_marzo_2025.txt, colegio_san_martin.txt, colegio_fe_y_alegria.txt, medidas_alumnos_5to.csv'],
  }),
  findRead('lee mis gastos de abril cuanto gaste en hilo', R, ['gastos', 'abril'], rp('cuentas/gastos_abril.csv'), { l: 'es' }),
  n('my back hurt from sitting all day on the machine what exercise I can do'),
  t('new file in pedidos named santa rosa dot txt write inside 40 polos talla 8 a 14 40 buzos entrega 15 de mayo', 'write_file', { path: any(rp, 'pedidos/santa rosa.txt', 'pedidos/santa_rosa.txt', 'pedidos/Santa Rosa.txt', 'pedidos/santarosa.txt', 'pedidos/santa-rosa.txt') }),
  n('what time is better to post in facebook marketplace to sell more'),
];

/* Ji-woo — /home/jiwoo
 * webtoon/
 *   ep47_script.txt
 *   ep47_color_notes.md
 *   palette_night_scene.png
 *   deadlines.txt
 * invoices/
 *   invoice_2025_04_studio_haru.txt
 *   세금_메모.txt
 * ref/
 *   hanbok_reference_01.jpg
 *   rain_street_ref.jpg
 * personal/
 *   gym_log.txt
 *   맛집_리스트.txt
 * commissions.txt
 */
const J = '/home/jiwoo';
const jp = at(J);
const jiwoo = [
  read('open webtoon/deadlines.txt pls', jp('webtoon/deadlines.txt')),
  findRead('wait what did the pd say abt the ep47 colors, check my notes', J, ['ep47', 'color'], jp('webtoon/ep47_color_notes.md')),
  n('whats a good complementary color for a teal night scene but not too saturated'),
  findLook('show me the hanbok ref pic 🙏', J, ['hanbok', 'ref'], jp('ref/hanbok_reference_01.jpg')),
  n('마감 3일 남았는데 집중 진짜 안돼요 ㅠㅠ 꿀팁 좀', { l: 'ko' }),
  list('whats in ref/', jp('ref')),
  append('add to webtoon/deadlines.txt: ep48 thumbnails due may 9', jp('webtoon/deadlines.txt')),
  remember("remember my editor's name is Seo-yeon Han, she's at Studio Haru and she hates pure black shadows", 'Seo-yeon Han', 'person', ['editor at Studio Haru', 'hates pure black shadows']),
  n('how much should i charge for a full color commission, bust up, 1 character, in usd'),
  findRead('맛집 리스트 열어줘', J, ['맛집', '리스트', 'restaurant'], jp('personal/맛집_리스트.txt'), { l: 'ko' }),
  recall('what do u know abt seo-yeon', ['Seo-yeon', 'Seo-yeon Han', 'seo-yeon']),
  n('lol remember when we used to save stuff on cd-rs'),
  info('how big is webtoon/palette_night_scene.png', jp('webtoon/palette_night_scene.png')),
  n('whats the right canvas width for vertical scroll webtoon, 690 or 800px'),
  n('write a polite email to studio haru asking if i can push ep48 by 2 days bc i got covid'),
  n("make it less formal she's chill", {
    h: ['write a polite email to studio haru asking if i can push ep48 by 2 days bc i got covid',
      'Subject: Request to Extend EP48 Deadline\n\nDear Studio Haru team,\n\nI hope you are well. Unfortunately I have tested positive for COVID-19 and am currently unwell. Would it be possible to extend the EP48 deadline by two days? I will do my best to deliver the finished colors as soon as possible.\n\nThank you for your understanding.\n\nBest regards,\nJi-woo Park'],
  }),
  findRead('how much did i bill studio haru in april', J, ['invoice', 'haru', '2025_04'], jp('invoices/invoice_2025_04_studio_haru.txt')),
  n('프리랜서 3.3% 떼는 거 5월에 종합소득세 신고하면 환급 받을 수 있어요?', { l: 'ko' }),
  findRead('세금 메모 파일 보여줘', J, ['세금', '메모', 'tax'], jp('invoices/세금_메모.txt'), { l: 'ko' }),
  addFact('oh and seo-yeon is moving to naver webtoon in july', 'Seo-yeon Han', ['moving to Naver Webtoon in July']),
  t('give me a tree of my webtoon folder', 'directory_tree', { path: jp('webtoon') }, { also: ['list_directory'] }),
  n('is 4 hours of sleep for 3 days straight gonna kill me lol be honest'),
  t("can u ping that echo thing with 'ep47 done 🎉'", 'echo', { message: 'ep47 done 🎉' }),
  findRead('check my gym log, when was my last leg day', J, ['gym', 'log'], jp('personal/gym_log.txt')),
  edit('add today: legs squat 55kg 3x5 💪', jp('personal/gym_log.txt'), {
    h: ['open personal/gym_log.txt', 'gym_log.txt:\n04/28 push - bench 40kg 3x8\n05/01 legs - squat 50kg 3x5\n05/03 pull - lat pulldown 35kg 3x10\n05/06 push - bench 42.5kg 3x8'],
  }),
  n('whats the difference between multiply and overlay layer modes in clip studio'),
  read('open commissions.txt', jp('commissions.txt')),
  edit('mark kkomaa as paid', jp('commissions.txt'), {
    h: ['open commissions.txt', 'commissions.txt:\n1. @mochi_draws — bust up, full color — paid ✅\n2. @kkomaa — full body, flat color — waiting for payment\n3. @lunarbun — chibi x2 — sketch sent'],
  }),
  n("'마감 연장 부탁드립니다' 이거 더 공손하게 어떻게 말해요?", { l: 'ko' }),
  n("can u explain what a 'color script' is like im 5, my pd keeps saying it"),
  n('ty ur the best 🥹'),
  correct('wait no seo-yeon is going to kakao webtoon not naver', 'Seo-yeon Han', 'moving to Naver Webtoon in July', 'moving to Kakao Webtoon in July'),
  n('recommend me some lofi playlists for coloring at 3am'),
  findRead('read me the ep47 script, just need the last scene', J, ['ep47', 'script'], jp('webtoon/ep47_script.txt')),
  n('how do i stop my wacom pen from double clicking on its own'),
];

/* Youssef — /home/youssef
 * reservations/
 *   mai_2025.txt
 *   juin_2025.txt
 *   groupe_lyon_mariage.txt
 * fournisseurs/
 *   boulanger_tarifs.txt
 *   linge_blanchisserie.txt
 * riad/
 *   menu_petit_dejeuner.md
 *   wifi_et_regles.txt
 *   photos/
 *     terrasse_coucher_soleil.jpg
 *     chambre_safran.jpg
 * staff/
 *   planning_equipe.txt
 *   salaires_avril.csv
 * guides/
 *   excursion_desert_3j.txt
 */
const Y = '/home/youssef';
const yp = at(Y);
const youssef = [
  read('open reservations/mai_2025.txt', yp('reservations/mai_2025.txt')),
  findRead('ouvre le fichier du groupe de Lyon svp, le mariage', Y, ['lyon', 'mariage'], yp('reservations/groupe_lyon_mariage.txt'), { l: 'fr' }),
  n("a guest asks if it's safe to walk in the medina at night alone, what do i tell her honestly"),
  findRead("what's the price the boulanger gives me for msemen", Y, ['boulanger', 'tarif', 'tarifs'], yp('fournisseurs/boulanger_tarifs.txt')),
  remember('remember Mr Hartmann from Munich, room Safran, allergic to nuts, arrives 12 may', 'Hartmann', 'person', ['from Munich', 'room Safran', 'allergic to nuts', 'arrives 12 May']),
  n("écris un message court pour un client qui laisse une mauvaise note sur booking à cause de l'appel à la prière le matin, poli mais ferme", { l: 'fr' }),
  n('shorter, and in english', {
    h: ["écris un message court pour un client qui laisse une mauvaise note sur booking à cause de l'appel à la prière le matin, poli mais ferme",
      "Cher client, merci pour votre avis. Notre riad se trouve au cœur de la médina, à quelques pas d'une mosquée : l'appel à la prière fait partie de la vie de Marrakech et nous le mentionnons dans la description. Nous mettons des bouchons d'oreille à disposition à la réception. Au plaisir de vous accueillir à nouveau. — Youssef, Riad Nour"],
  }),
  findLook('send me the terrace sunset photo for instagram', Y, ['terrasse', 'sunset', 'coucher'], yp('riad/photos/terrasse_coucher_soleil.jpg')),
  list("what's in riad/photos", yp('riad/photos')),
  append('add to staff/planning_equipe.txt: Fatima off friday 16', yp('staff/planning_equipe.txt')),
  n('شنو هي أحسن طريقة نجاوب سائح كيطلب تخفيض بزاف؟', { l: 'ar' }),
  recall('the german guy with the allergy, what room was he', ['Hartmann', 'German', 'allergy', 'allergic', 'nuts', 'Munich']),
  findRead('the wifi password for the guests what is it again', Y, ['wifi'], yp('riad/wifi_et_regles.txt')),
  n('how much is 2300 dirhams in euros roughly'),
  n('what vegan breakfast can i add, moroccan style, guests keep asking'),
  findEdit('put amlou and vegan msemen on the breakfast menu', Y, ['menu', 'petit_dejeuner', 'breakfast'], yp('riad/menu_petit_dejeuner.md')),
  addFact("Hartmann called, he's coming with his wife now, 2 people", 'Hartmann', ['coming with his wife, 2 people']),
  n('عطيني فكرة ديال طاجين ساهل للضيوف فالعشا، بلا لحم', { l: 'ar' }),
  readAll('open fournisseurs/boulanger_tarifs.txt and fournisseurs/linge_blanchisserie.txt, i want to compare', both(yp, 'fournisseurs/boulanger_tarifs.txt', 'fournisseurs/linge_blanchisserie.txt')),
  info('when was reservations/juin_2025.txt last updated', yp('reservations/juin_2025.txt')),
  t('create reservations/juillet_2025.txt with: 3-7 juil chambre Safran - famille Dubois (4p)', 'write_file', { path: yp('reservations/juillet_2025.txt') }),
  n('is it ok to ask guests for a passport copy, what is the rule in morocco for guesthouses'),
  findRead("combien j'ai payé l'équipe en avril, regarde les salaires", Y, ['salaires', 'avril'], yp('staff/salaires_avril.csv'), { l: 'fr' }),
  read('open june', yp('reservations/juin_2025.txt'), {
    h: ["what's in reservations", 'reservations/ has: mai_2025.txt, juin_2025.txt, groupe_lyon_mariage.txt'],
  }),
  n('yalla thanks brother'),
  correct("sorry Hartmann is room Majorelle not Safran, we switched", 'Hartmann', 'room Safran', 'room Majorelle'),
  findRead("what's in the 3 day desert trip program, guests asking", Y, ['desert', 'excursion'], yp('guides/excursion_desert_3j.txt')),
  n('translate to spanish: breakfast is served on the terrace from 8 to 10:30'),
  t('test: use the sum tool 2300 + 1850', 'get-sum', { a: 2300, b: 1850 }),
  t('the Hartmann stay is done, forget him', 'delete_entities', { entityNames: [['Hartmann']] }),
  n("c'est quoi la différence entre la taxe de séjour et la TVA pour une maison d'hôtes au Maroc ?", { l: 'fr' }),
  edit('change the password line to Nour2025!', yp('riad/wifi_et_regles.txt'), {
    h: ['open riad/wifi_et_regles.txt', 'wifi_et_regles.txt:\nWiFi: RiadNour_Guest / mot de passe: Nour2024!\nPiscine: 9h-20h\nSilence après 23h\nPetit-déjeuner: 8h-10h30 sur la terrasse'],
  }),
  n('best way to clean zellige tiles without making them dull'),
  n('my cousin says i should make guests sign the house rules at check-in, is that normal for riads or too much'),
  n('recommend a calm playlist for the breakfast terrace, no wedding music pls'),
];

/* Shirin — /home/shirin
 * clients/
 *   client_list.txt
 *   tuning_log_1404.txt
 *   مشتریان_جدید.txt
 * students/
 *   recital_program.md
 *   notes/
 *     chopin_nocturne_fingering.txt
 * recipes/
 *   ghormeh_sabzi.txt
 *   sholeh_zard_nazri.txt
 * photos/
 *   steinway_1962_soundboard.jpg
 *   recital_2023.jpg
 * letters/
 *   letter_to_son_toronto.txt
 */
const S = '/home/shirin';
const sp = at(S);
const shirin = [
  read('Good morning. Could you kindly open clients/client_list.txt for me? Thank you.', sp('clients/client_list.txt')),
  findRead('Dear assistant, I need to see my tuning log, the one where I write what I did on each piano this year. Many thanks.', S, ['tuning', 'log'], sp('clients/tuning_log_1404.txt')),
  n('Would you be so kind as to explain why a piano goes out of tune more quickly in winter? My clients always ask me and I would like a simple answer to give them.'),
  n('سلام، لطفاً یک متن کوتاه و مودبانه برای تبریک نوروز به شاگردانم بنویسید.', { l: 'fa' }),
  n('Thank you, it is lovely. Could you make it a little warmer and add a line about practising every day?', {
    h: ['سلام، لطفاً یک متن کوتاه و مودبانه برای تبریک نوروز به شاگردانم بنویسید.',
      'شاگردان عزیزم، نوروز بر شما مبارک. امیدوارم سال نو برایتان سرشار از شادی، سلامتی و موسیقی باشد. با احترام، خانم احمدی'],
  }),
  remember('Please remember Mr. Karimi, a new client in Niavaran. He has a Petrof upright from 1985 with a sticking F sharp in the middle octave.', 'Karimi', 'person', ['new client in Niavaran', 'Petrof upright from 1985', 'sticking F sharp in the middle octave']),
  findLook('May I see the photograph I took of the old Steinway soundboard, the 1962 one?', S, ['steinway', 'soundboard'], sp('photos/steinway_1962_soundboard.jpg')),
  n('Some of my older clients prefer their pianos tuned lower than A 440. Is there any harm to the instrument in tuning to 435, and is it difficult to bring back up later?'),
  findRead('لطفاً فایل مشتریان جدید را باز کنید.', S, ['مشتریان', 'جدید'], sp('clients/مشتریان_جدید.txt'), { l: 'fa' }),
  append("Please add this line to clients/tuning_log_1404.txt: 'Karimi, Petrof upright, F sharp key freed, pitch raised to 440, 12 Ordibehesht.' Thank you.", sp('clients/tuning_log_1404.txt')),
  recall("Could you please remind me what I told you about Mr. Karimi's piano?", ['Karimi', 'Mr. Karimi', 'Petrof']),
  n('I would be grateful if you could suggest three short pieces for a nine-year-old student who finds Clementi boring.'),
  findRead("I wish to read again the programme for my students' recital. Thank you in advance.", S, ['recital', 'program', 'programme'], sp('students/recital_program.md')),
  edit("Please change Sara's piece from Für Elise to the Kabalevsky Toccatina. She is ready for it.", sp('students/recital_program.md'), {
    h: ["I wish to read again the programme for my students' recital.",
      'recital_program.md:\n# Spring Recital — 25 Ordibehesht\n1. Arman (8) — Burgmüller, Arabesque\n2. Sara (11) — Beethoven, Für Elise\n3. Nilufar (14) — Chopin, Nocturne in E minor, Op. posth.\n4. Kian (16) — Debussy, Clair de lune'],
  }),
  findRead('لطفاً دستور شله زرد نذری مرا نشان دهید.', S, ['sholeh', 'شله', 'nazri'], sp('recipes/sholeh_zard_nazri.txt'), { l: 'fa' }),
  n('My son in Toronto says I should "back up" my files. Could you explain in simple words what this means and why it matters?'),
  findRead('Could you open the letter I was writing to my son in Toronto? I did not finish it.', S, ['letter', 'son', 'toronto'], sp('letters/letter_to_son_toronto.txt')),
  edit("Please add at the end: 'Your father's roses are blooming. Come in the summer if you can.'", sp('letters/letter_to_son_toronto.txt'), {
    h: ['Could you open the letter I was writing to my son in Toronto?',
      'letter_to_son_toronto.txt:\nMy dear Babak,\nI hope you and Mina are well and that the snow has finally melted there. Here the spring has come early. I tuned eleven pianos this month, which is too many for my back, but the work keeps me young.\n'],
  }),
  addFact('Mr. Karimi telephoned — his daughter Leila will take lessons from me starting in the autumn.', 'Karimi', ['his daughter Leila will take piano lessons from Shirin starting in autumn']),
  info('Could you tell me how large the file photos/recital_2023.jpg is? I would like to send it by email.', sp('photos/recital_2023.jpg')),
  n('Is it better to use felt or leather when re-covering the hammers of an old upright? I would appreciate your view.'),
  list('Please show me what is in the folder students.', sp('students')),
  n("معنی اصطلاح 'voicing' در کار کوک پیانو چیست؟", { l: 'fa' }),
  n('Thank you very much, dear. You have been very patient with an old lady.'),
  t('Would you kindly show me the whole structure of my folders, like a tree? I am trying to understand how my son organised the computer.', 'directory_tree', { path: [S, '.', `${S}/`] }, { also: ['list_directory'] }),
  correct("Forgive me, I made a mistake earlier: Mr. Karimi's piano is a Petrof from 1978, not 1985.", 'Karimi', 'Petrof upright from 1985', 'Petrof upright from 1978'),
  findRead('I want to cook ghormeh sabzi for my neighbours tomorrow. Please show me my recipe.', S, ['ghormeh', 'sabzi'], sp('recipes/ghormeh_sabzi.txt')),
  n('How long can cooked ghormeh sabzi be kept safely in the refrigerator?'),
  n('Could you please tell me which date 12 Ordibehesht 1404 is in the Western calendar? My son always asks me to write both.'),
  n('لطفاً یک بیت از حافظ درباره موسیقی یا نوای نی پیشنهاد کنید.', { l: 'fa' }),
  whatYouKnow('Could you tell me everything you have remembered for me so far? I want to be sure it is correct.'),
  n('What is the difference between equal temperament and the way a Persian santur is tuned? A short answer is enough.'),
  read('Thank you. Please open the Chopin one.', sp('students/notes/chopin_nocturne_fingering.txt'), {
    h: ['Please show me what is in the folder students.', 'The folder students contains recital_program.md and a folder notes, which has chopin_nocturne_fingering.txt.'],
  }),
  n('How do I tell a client politely that his piano is not worth repairing? He inherited it from his mother.'),
  t('Please rename clients/مشتریان_جدید.txt to clients/new_clients.txt. My son cannot read the Persian name on his computer.', 'move_file', { source: sp('clients/مشتریان_جدید.txt'), destination: sp('clients/new_clients.txt') }),
];

/* Oksana — /home/oksana
 * clinic/
 *   vaccination_schedule.txt
 *   drug_doses_cats.md
 *   shelter_dogs_list.txt
 *   прийом_травень.txt
 * adoption/
 *   adoption_form_template.txt
 *   adopted_2025.txt
 *   photos/
 *     barsik_before_after.jpg
 *     rex_new_family.jpg
 * personal/
 *   english_words.txt
 *   рецепт_борщу.txt
 * donations/
 *   donors_april.csv
 */
const O = '/home/oksana';
const op = at(O);
const oksana = [
  read('opne clinic/vaccination_schedule.txt', op('clinic/vaccination_schedule.txt')),
  findRead('whats the meloxicam dose for cats in my notes', O, ['dose', 'doses', 'cats'], op('clinic/drug_doses_cats.md')),
  n('cat ate a lily leaf 2 hrs ago owner panicking what do i tell them to do right now before they come'),
  findRead('відкрий прийом на травень', O, ['прийом', 'травень'], op('clinic/прийом_травень.txt'), { l: 'uk' }),
  remember('remeber Rex the shepherd mix, adopted by the Melnyk family, needs heartworm check in june', 'Rex', 'dog', ['shepherd mix', 'adopted by the Melnyk family', 'needs heartworm check in June']),
  findLook('show barsik before after pic', O, ['barsik'], op('adoption/photos/barsik_before_after.jpg')),
  n('write a short instagram caption for barsik adoption story, happy but not cringe'),
  n('in ukrainian pls', {
    h: ['write a short instagram caption for barsik adoption story, happy but not cringe',
      'From a scared stray in a box to king of the sofa 👑 Barsik found his forever family this week. Thank you to everyone who shared his story — this is why we do it. 🐾 #adoptdontshop'],
  }),
  append('add to adoption/adopted_2025.txt: 14.05 Murka - Shevchenko family', op('adoption/adopted_2025.txt')),
  n('скільки зараз в середньому коштує стерилізація кішки в києві?', { l: 'uk' }),
  recall('what do u have on rex', ['Rex', 'rex']),
  list('whats in adoption folder', op('adoption')),
  t('sizes of adoption/photos, need to send to donors', 'list_directory_with_sizes', { path: op('adoption/photos') }, { also: ['get_file_info', 'list_directory'] }),
  n("how to explain spay vs neuter simple for kids on the shelter tour"),
  findRead('read the shelter dogs list who is still not vaccinated', O, ['shelter', 'dogs'], op('clinic/shelter_dogs_list.txt')),
  addFact('rex heartworm neg, all good', 'Rex', ['heartworm test negative']),
  findRead('open my english words file', O, ['english', 'words'], op('personal/english_words.txt')),
  edit("add 'to spay' and 'stray' at the end", op('personal/english_words.txt'), {
    h: ['open my english words file', 'english_words.txt:\nlitter - послід / котяча туалет\nmange - короста\nfoster - тимчасова перетримка\nrelapse - рецидив\nsuture - шов'],
  }),
  n('what does fostering mean exactly, same as adopting or no'),
  n('напиши коротко тепле подякування донорам за квітень', { l: 'uk' }),
  findRead('де мій рецепт борщу', O, ['борщ', 'борщу', 'рецепт'], op('personal/рецепт_борщу.txt'), { l: 'uk' }),
  n('air raid again 3rd night. any tips to sleep in the corridor with 2 cats who hate each other'),
  findRead('how much did we get in donations in april total', O, ['donor', 'donors', 'donations', 'april'], op('donations/donors_april.csv')),
  t('make clinic/rex_followup.txt with: heartworm neg 12.06, next vacc sept', 'write_file', { path: op('clinic/rex_followup.txt') }),
  t('whats that get-env thing do, run it', 'get-env', {}),
  n('ok ty'),
  correct('rex was adopted by the Melnychuk family not Melnyk, typo', 'Rex', 'adopted by the Melnyk family', 'adopted by the Melnychuk family'),
  read('open the template', op('adoption/adoption_form_template.txt'), {
    h: ['whats in adoption folder', 'adoption/ has adoption_form_template.txt, adopted_2025.txt and a folder photos'],
  }),
  n('dog 4mo bloody diarrhea, parvo snap test neg, what else should i rule out'),
  n('whats a normal resp rate for a sleeping cat, owner counted 40 and is freaking out'),
  t('move adoption/photos/rex_new_family.jpg to clinic', 'move_file', { source: op('adoption/photos/rex_new_family.jpg'), destination: op('clinic/rex_new_family.jpg') }),
  n('4.5 kg in lbs? for the us donor'),
  t("forget the heartworm thing for rex, it's in the file now", 'delete_observations', { deletions: [[{ entityName: 'Rex', observations: ['heartworm test negative'] }]] }),
  n('як англійською правильно "кастрований кіт" для оголошення про адопцію?', { l: 'uk' }),
  n('recommend a podcast about animal behavior for the metro, english ok'),
];

/* Joy — /home/joy
 * orders/
 *   orders_this_week.txt
 *   shopee_orders_may.csv
 *   suki_list.txt
 * recipes/
 *   ube_cheese_pandesal.txt
 *   ensaymada_classic.txt
 *   lola_leche_flan.txt
 * costing/
 *   ingredient_costs.csv
 *   pricing_2025.txt
 * pics/
 *   ube_pandesal_box.jpg
 *   ensaymada_tray.png
 * delivery/
 *   lalamove_addresses.txt
 */
const JO = '/home/joy';
const yo = at(JO);
const joy = [
  read('open orders/orders_this_week.txt pls 🙏', yo('orders/orders_this_week.txt')),
  findRead('ilang grams ng flour ginamit ko sa ube pandesal? pa-check recipe ko po', JO, ['ube', 'pandesal'], yo('recipes/ube_cheese_pandesal.txt'), { l: 'tl' }),
  n('why is my ensaymada dense and not fluffy?? 😭 i followed everything naman'),
  findRead('open my suki list', JO, ['suki'], yo('orders/suki_list.txt')),
  remember('remember Marites from Cubao, my suki, always orders 2 boxes ube cheese pandesal every friday, pays via gcash', 'Marites', 'person', ['suki from Cubao', 'orders 2 boxes ube cheese pandesal every Friday', 'pays via GCash']),
  n('ano magandang caption para sa ube cheese pandesal promo ngayong tag-ulan? 😍', { l: 'tl' }),
  n('mas maikli po tapos may konting hugot', {
    l: 'tl',
    h: ['ano magandang caption para sa ube cheese pandesal promo ngayong tag-ulan? 😍',
      'Tag-ulan na naman! ☔ Perfect time para sa mainit-init na Ube Cheese Pandesal — malambot, may tunaw na cheese sa loob, at siksik sa ube flavor. 💜 Order na bago maubos! ₱250 per box of 12. PM lang po! 🧀💜'],
  }),
  findLook('show me the ube pandesal box pic', JO, ['ube', 'box', 'pandesal'], yo('pics/ube_pandesal_box.jpg')),
  append('add to orders/orders_this_week.txt: Sat - Marites 2 box ube, gcash paid', yo('orders/orders_this_week.txt')),
  findRead('magkano na nga yung butter sa costing ko', JO, ['cost', 'costs', 'ingredient'], yo('costing/ingredient_costs.csv'), { l: 'tl' }),
  n('if 1 box is 12 pcs and i sell 250 per box and cost is 140 per box, how much profit for 35 boxes'),
  recall('what does marites usually order again', ['Marites', 'marites']),
  list("what's inside pics", yo('pics')),
  look('open the ensaymada one', yo('pics/ensaymada_tray.png'), {
    h: ["what's inside pics", 'pics/ has ube_pandesal_box.jpg and ensaymada_tray.png'],
  }),
  findEdit('update my pricing, ensaymada classic is now 45 each', JO, ['pricing', 'price'], yo('costing/pricing_2025.txt')),
  n('shopee or lazada which is better for small food sellers in ph'),
  n('omg thank u sm 😭💜'),
  findRead('addresses for lalamove tomorrow pls', JO, ['lalamove', 'address', 'addresses'], yo('delivery/lalamove_addresses.txt')),
  addFact('marites moved to Kamuning, near the MRT station', 'Marites', ['moved to Kamuning, near the MRT station']),
  n('how long does ube halaya last in the ref'),
  findRead("lola's leche flan recipe pls", JO, ['leche', 'flan', 'lola'], yo('recipes/lola_leche_flan.txt')),
  n('how to make leche flan without llanera, i only have a muffin tin'),
  t('create recipes/ube_ensaymada_test.txt: dough same as classic + 150g ube halaya, top w/ cheese and sugar', 'write_file', { path: yo('recipes/ube_ensaymada_test.txt') }),
  n('what if i raise to 270 per box, same cost', {
    h: ['if 1 box is 12 pcs and i sell 250 per box and cost is 140 per box, how much profit for 35 boxes', 'Profit per box is ₱250 − ₱140 = ₱110, so for 35 boxes that is 35 × ₱110 = ₱3,850.'],
  }),
  t('make a folder pics/christmas_2025 for the holiday promo', 'create_directory', { path: yo('pics/christmas_2025') }),
  n('what should i name my bakery page, something cute w ube'),
  n('more pls, mix tagalog and english', {
    h: ['what should i name my bakery page, something cute w ube',
      'Some ideas: 1. Ube & Co. 2. Purple Crumbs 3. Ube Happy Bakes 4. The Ube Oven 5. Lola Joy’s Kitchen'],
  }),
  correct('marites pays cash pala not gcash', 'Marites', 'pays via GCash', 'pays cash'),
  t('try the tiny image thing 😂', 'get-tiny-image', {}),
  t('move orders/shopee_orders_may.csv to costing', 'move_file', { source: yo('orders/shopee_orders_may.csv'), destination: yo('costing/shopee_orders_may.csv') }),
  n('is it ok to freeze pandesal dough overnight or will it die'),
  readAll('open recipes/ensaymada_classic.txt and recipes/ube_cheese_pandesal.txt i wanna compare the dough', both(yo, 'recipes/ensaymada_classic.txt', 'recipes/ube_cheese_pandesal.txt')),
  n('pano mag-save ng resibo sa gcash app? need ko for bir', { l: 'tl' }),
  n('gm!! 🌞 ready na for 4am baking hahaha'),
  whatYouKnow('what do u remember about my customers'),
];

/* Wanjiru — /home/wanjiru
 * trips/
 *   mara_june_itinerary.txt
 *   amboseli_family_smith.txt
 *   packing_list_clients.md
 * birds/
 *   bird_sightings_2025.txt
 *   photos/
 *     lilac_breasted_roller.jpg
 *     secretary_bird_mara.jpg
 * car/
 *   landcruiser_service_log.txt
 *   fuel_receipts.csv
 * chama/
 *   chama_contributions.txt
 *   mikutano.txt
 * kids/
 *   school_fees_term2.txt
 */
const W = '/home/wanjiru';
const wp = at(W);
const wanjiru = [
  read('open trips/mara_june_itinerary.txt', wp('trips/mara_june_itinerary.txt')),
  findRead('whats the plan for the smith family amboseli trip', W, ['smith', 'amboseli'], wp('trips/amboseli_family_smith.txt')),
  n('best time of day to see leopards in the mara guests keep asking me'),
  findLook('show me the roller pic the lilac breasted one', W, ['roller', 'lilac'], wp('birds/photos/lilac_breasted_roller.jpg')),
  findAppend('add to my bird sightings 12 may 2 secretary birds musiara marsh', W, ['bird', 'sightings'], wp('birds/bird_sightings_2025.txt')),
  remember('remember Linda Smith from Ohio on the amboseli trip she is vegetarian and has a bad knee so short walks only', 'Linda Smith', 'person', ['from Ohio', 'on the Amboseli trip', 'vegetarian', 'bad knee, so short walks only']),
  n('naomba unisaidie kuandika ujumbe mfupi kwa wanachama wa chama kuhusu mkutano wa jumamosi saa nane', { l: 'sw' }),
  n('make it english also so i send both', {
    h: ['naomba unisaidie kuandika ujumbe mfupi kwa wanachama wa chama kuhusu mkutano wa jumamosi saa nane',
      'Habari wanachama wapendwa! Tunawakumbusha mkutano wa chama Jumamosi hii saa nane mchana. Tafadhali fikeni kwa wakati na mlete michango yenu ya mwezi. Asanteni!'],
  }),
  findRead('fungua faili ya mikutano ya chama', W, ['mikutano', 'chama'], wp('chama/mikutano.txt'), { l: 'sw' }),
  n('add that i hope to see them again next year in the mara', {
    h: ['write a short thank you note to the smiths for the tip, warm not too long',
      'Dear Linda and Tom, thank you so much for your kindness and generosity. It was a joy to share Amboseli with you — the elephants under Kilimanjaro, the flamingos, and all the laughs in the car. Safe travels home! Warm regards, Wanjiru'],
  }),
  findRead('when is the next service for the cruiser', W, ['service', 'landcruiser', 'cruiser'], wp('car/landcruiser_service_log.txt')),
  n('landcruiser making a clicking noise when turning full lock what is it likely'),
  recall('what did i tell you about linda', ['Linda', 'Linda Smith']),
  n('how many kilometres nairobi to amboseli by road and how many hours roughly'),
  findRead('hw much did i pay for school fees term 2', W, ['fees', 'school'], wp('kids/school_fees_term2.txt')),
  list("what's in the car folder", wp('car')),
  t('show me birds/photos with sizes', 'list_directory_with_sizes', { path: wp('birds/photos') }, { also: ['list_directory'] }),
  addFact('linda smith is also allergic to bee stings carry the epipen', 'Linda Smith', ['allergic to bee stings, carry the EpiPen']),
  n('chui na duma tofauti yake ni nini kwa kiingereza? wageni huchanganya sana', { l: 'sw' }),
  edit('add malaria tablets and a torch', wp('trips/packing_list_clients.md'), {
    h: ['open trips/packing_list_clients.md', 'packing_list_clients.md:\n- neutral colour clothes (no blue/black — tsetse)\n- hat & sunscreen\n- binoculars\n- warm jacket for early drives\n- soft bag, not hard suitcase'],
  }),
  findRead('nionyeshe michango ya chama mwezi huu', W, ['chama', 'michango', 'contributions'], wp('chama/chama_contributions.txt'), { l: 'sw' }),
  n('write a short thank you note to the smiths for the tip, warm not too long'),
  t('create trips/mara_july_itinerary.txt with day 1 nairobi to mara, day 2 full day game drive, day 3 back to nairobi', 'write_file', { path: wp('trips/mara_july_itinerary.txt') }),
  n('asante sana 🙏', { l: 'sw' }),
  n('how much fuel does a landcruiser 70 series use per 100km on murram roads roughly'),
  t('tree of birds folder', 'directory_tree', { path: wp('birds') }, { also: ['list_directory'] }),
  correct("linda's problem is her left hip actually not the knee", 'Linda Smith', 'bad knee, so short walks only', 'bad left hip, so short walks only'),
  t('move birds/photos/secretary_bird_mara.jpg to trips for the mara brochure', 'move_file', { source: wp('birds/photos/secretary_bird_mara.jpg'), destination: wp('trips/secretary_bird_mara.jpg') }),
  n('good camera settings for birds in flight i have a canon r7'),
  t('run the long running operation thing for 10 sec just to see what it does', 'trigger-long-running-operation', { duration: 10 }),
  n('which days are public holidays in kenya in june'),
  read('open the receipts one', wp('car/fuel_receipts.csv'), {
    h: ["what's in the car folder", 'car/ has landcruiser_service_log.txt and fuel_receipts.csv'],
  }),
  n('my daughter wants a phone at 12 is that too early what do other parents do'),
  find('do i have anything about hippos saved', W, ['hippo', 'hippos']),
  n('how do i explain the big five to kids in a simple fun way'),
];

/* Emir — /home/emir
 * satovi/
 *   popravke_2025.txt
 *   dijelovi_narudzba.txt
 *   kukavica_shema.png
 * golubovi/
 *   golubovi_spisak.txt
 *   takmicenje_maj.txt
 *   photos/
 *     bijeli_par.jpg
 * unuci/
 *   rodjendani.txt
 * recepti/
 *   burek.txt
 *   hurmasice.txt
 * english_lessons.txt
 */
const E = '/home/emir';
const ep = at(E);
const emir = [
  read('open satovi/popravke_2025.txt', ep('satovi/popravke_2025.txt')),
  findRead('otvori spisak golubova', E, ['golub', 'golubovi', 'spisak'], ep('golubovi/golubovi_spisak.txt'), { l: 'bs' }),
  n('why old pendulum clock stop after 2 days'),
  findLook('show cuckoo clock drawing', E, ['kukavica', 'shema', 'cuckoo'], ep('satovi/kukavica_shema.png')),
  append('add to satovi/popravke_2025.txt mujo omega seamaster new crown 40 KM', ep('satovi/popravke_2025.txt')),
  remember('remember mujo begic neighbour omega seamaster 1968 comes every spring for service', 'Mujo Begic', 'person', ['neighbour', 'Omega Seamaster from 1968', 'comes every spring for a service']),
  n('koliko dugo golub moze letjeti bez odmora', { l: 'bs' }),
  recall('mujo what watch', ['Mujo', 'Mujo Begic', 'mujo']),
  findRead('parts order what i wrote', E, ['dijelovi', 'narudzba', 'parts'], ep('satovi/dijelovi_narudzba.txt')),
  n('best oil for clock pivots'),
  list('golubovi folder what inside', ep('golubovi')),
  look('the picture', ep('golubovi/photos/bijeli_par.jpg'), {
    h: ['golubovi folder what inside', 'golubovi/ has golubovi_spisak.txt, takmicenje_maj.txt and a folder photos with bijeli_par.jpg'],
  }),
  findRead('rodjendani unuka kad je amina', E, ['rodjendani', 'rodjendan', 'unuci'], ep('unuci/rodjendani.txt'), { l: 'bs' }),
  n('gift for granddaughter 10 years'),
  n('cheaper', {
    h: ['gift for granddaughter 10 years', 'A few ideas for a 10-year-old: a beginner watercolour set with good brushes, a Lego Friends or Creator set, a children’s smartwatch, a book series like "Harry Potter" in Bosnian, or a day out together — the zoo or a cinema and cake.'],
  }),
  info('satovi/kukavica_shema.png size', ep('satovi/kukavica_shema.png')),
  findRead('burek recipe my wife', E, ['burek'], ep('recepti/burek.txt')),
  n('thanks'),
  addFact('mujo also has old doxa', 'Mujo Begic', ['also has an old Doxa watch']),
  findRead('competition may where start', E, ['takmicenje', 'maj', 'competition'], ep('golubovi/takmicenje_maj.txt')),
  n('how know pigeon sick sits puffed up all day'),
  n('sebilj fountain how old'),
  n('translate english: sat kasni pet minuta dnevno'),
  findRead('english lessons file', E, ['english', 'lesson', 'lessons'], ep('english_lessons.txt')),
  edit('add pendulum = klatno spring = opruga', ep('english_lessons.txt'), {
    h: ['english lessons file', 'english_lessons.txt:\nwatch = sat\nhand = kazaljka\ngear = zupčanik\ncase = kućište\nhow much = koliko košta'],
  }),
  n("sta znaci 'mainspring' na bosanskom", { l: 'bs' }),
  correct('mujo seamaster is 1966 not 1968', 'Mujo Begic', 'Omega Seamaster from 1968', 'Omega Seamaster from 1966'),
  t('move recepti/hurmasice.txt to unuci amina wants it', 'move_file', { source: ep('recepti/hurmasice.txt'), destination: ep('unuci/hurmasice.txt') }),
  n('clean brass clock case no scratch how'),
  n('1250 plus 380'),
  n('koja je razlika izmedju kvarcnog i mehanickog sata ukratko', { l: 'bs' }),
  t('make golubovi/trening.txt write monday wednesday friday 30 km', 'write_file', { path: ep('golubovi/trening.txt') }),
  whatYouKnow('what you remember'),
  n('ok'),
  find('any file about omega', E, ['omega']),
];

/* Brenda — /home/brenda
 * Genealogy/
 *   Kowalczyk_family_tree.txt
 *   Schmidt_line_notes.txt
 *   census_1920_Ellis_County.txt
 *   photos/
 *     great_grandpa_Anton_1912.jpg
 *     homestead_1930s.jpg
 * Church/
 *   bulletin_May_18.txt
 *   potluck_signup.txt
 *   prayer_list.txt
 * Recipes/
 *   bierocks.txt
 *   grandma_kolaches.txt
 * Garden/
 *   tomato_varieties_2025.txt
 * Medical/
 *   medications.txt
 */
const B = '/home/brenda';
const bp = at(B);
const brenda = [
  read('Good morning. Would you please open Church/bulletin_May_18.txt so I can proofread it before Pastor sees it? Thank you, Brenda', bp('Church/bulletin_May_18.txt')),
  findRead('I am looking for my notes on the Schmidt side of the family. I know I typed them up last winter but I cannot remember where I put them. Thank you, Brenda', B, ['Schmidt', 'schmidt'], bp('Genealogy/Schmidt_line_notes.txt')),
  n("Can you tell me how the 1920 census recorded people who were born in Russia but were ethnic Germans? My grandmother's family were Volga Germans and the census says \"Russia\" for some and \"Germany\" for others, and I am confused."),
  findLook('Please show me the picture of great-grandpa Anton from 1912. It is the one with the mule.', B, ['Anton', 'anton', '1912', 'grandpa'], bp('Genealogy/photos/great_grandpa_Anton_1912.jpg')),
  append('Please add the Hoffmans to Church/potluck_signup.txt — they are bringing a green bean casserole. Thank you.', bp('Church/potluck_signup.txt')),
  remember('I would like you to remember Pastor Dave Lindgren. He is our new interim pastor, he came to us from Salina, and his wife is named Carol.', 'Dave Lindgren', 'person', ['new interim pastor', 'came from Salina', 'wife is Carol']),
  n('What is a nice Bible verse about gardens or planting for the bulletin cover this week? Something not too long.'),
  n('That is lovely. Could you give me one more, from the Psalms this time, please?', {
    h: ['What is a nice Bible verse about gardens or planting for the bulletin cover this week? Something not too long.',
      '"For as the earth bringeth forth her bud, and as the garden causeth the things that are sown in it to spring forth; so the Lord God will cause righteousness and praise to spring forth before all the nations." — Isaiah 61:11 (KJV)'],
  }),
  findRead("Where did I put my grandmother's kolache recipe? The grandchildren are coming Saturday and I want to make the apricot ones.", B, ['kolache', 'kolaches'], bp('Recipes/grandma_kolaches.txt')),
  n('How long can I keep kolache dough in the refrigerator before I bake it? Overnight is all right, I hope?'),
  recall('What did I tell you about our new pastor?', ['pastor', 'Pastor', 'Lindgren', 'Dave Lindgren', 'Dave']),
  findEdit('Please take Mrs. Olsen off the prayer list. She is home from the hospital and doing well, praise God.', B, ['prayer', 'prayer_list'], bp('Church/prayer_list.txt')),
  n("How do I save a document as a PDF on my computer? My granddaughter showed me once but I've forgotten, and I don't want to bother her again."),
  list('What is in my Genealogy folder?', bp('Genealogy')),
  readAll('Please open the family tree and the census one together so I can check the dates.', both(bp, 'Genealogy/Kowalczyk_family_tree.txt', 'Genealogy/census_1920_Ellis_County.txt'), {
    h: ['What is in my Genealogy folder?', 'Your Genealogy folder contains: Kowalczyk_family_tree.txt, Schmidt_line_notes.txt, census_1920_Ellis_County.txt, and a folder named photos.'],
  }),
  addFact('Pastor Dave told me after service that he grew up on a farm near Lindsborg. I thought you should know.', 'Dave Lindgren', ['grew up on a farm near Lindsborg']),
  findRead('Would you remind me which medications I take in the morning? I keep a list somewhere on here.', B, ['medication', 'medications'], bp('Medical/medications.txt')),
  n('Is it all right to take ibuprofen when I am on lisinopril? I have a headache this afternoon.'),
  findInfo('How big is the picture of the old homestead from the 1930s? My cousin in Oregon wants it by email and her computer is old.', B, ['homestead', '1930'], bp('Genealogy/photos/homestead_1930s.jpg')),
  n('Please write a short announcement for the bulletin welcoming Pastor Dave and his wife Carol, about 50 words.'),
  n('Please make it a bit more formal. The older members prefer that.', {
    h: ['Please write a short announcement for the bulletin welcoming Pastor Dave and his wife Carol, about 50 words.',
      "Welcome, Pastor Dave and Carol! We're so glad to have Pastor Dave Lindgren serving as our interim pastor. Be sure to say hello after service and join us for coffee and kolaches in the fellowship hall this Sunday. We can't wait to get to know you both!"],
  }),
  n('Which tomato varieties do well in the western Kansas heat and wind? I would like to try something new next year.'),
  n('When should I usually expect the last spring frost in Ellis County, Kansas?'),
  t('Please make a new folder inside Genealogy called DNA results.', 'create_directory', { path: any(bp, 'Genealogy/DNA results', 'Genealogy/DNA Results', 'Genealogy/DNA_results', 'Genealogy/DNA_Results') }),
  t('Please move Recipes/bierocks.txt into the Church folder. I am giving it for the church cookbook.', 'move_file', { source: bp('Recipes/bierocks.txt'), destination: bp('Church/bierocks.txt') }),
  correct('I made an error the other day. Pastor Dave came to us from McPherson, not Salina. My apologies.', 'Dave Lindgren', 'came from Salina', 'came from McPherson'),
  n('Thank you, dear. You are a great help to an old postmistress.'),
  t("Please create a new file Church/bulletin_May_25.txt with the heading 'Trinity Lutheran Church — Sunday, May 25' and nothing else for now.", 'write_file', { path: bp('Church/bulletin_May_25.txt') }),
  n('Did many of the Volga German families come into the country through Galveston rather than Ellis Island? My aunt always insisted ours did.'),
  t('Could you show me all my folders and what is inside them, like a family tree? Ha ha.', 'directory_tree', { path: [B, '.', `${B}/`] }, { also: ['list_directory'] }),
  n("Remember when we used to get the Sears catalog in the mail? My grandchildren don't believe me that you could order a whole house from it."),
  findRead('Please open my notes on the 1920 census from Ellis County.', B, ['census', '1920'], bp('Genealogy/census_1920_Ellis_County.txt')),
  edit("Please correct 'Anton Kowalcik' to 'Anton Kowalczyk' in that file. The census taker spelled it wrong, but I want my own notes right.", bp('Genealogy/census_1920_Ellis_County.txt'), {
    h: ['Please open my notes on the 1920 census from Ellis County.',
      'census_1920_Ellis_County.txt:\nEllis County, Kansas — 1920 U.S. Census, Victoria Township, sheet 7B\nAnton Kowalcik, head, 46, born Russia, farmer\nMagdalena, wife, 41, born Russia\nJohann, son, 19, born Kansas\nKatharina, daughter, 15, born Kansas'],
  }),
  whatYouKnow('Would you please tell me everything you have stored about the people I have mentioned to you?'),
  n('How do I politely decline being church treasurer again this year? I have done it for eleven years and my eyes are not what they were.'),
];

/* Aino — /home/aino
 * flash/
 *   flash_sheet_spring.png
 *   varaukset.txt
 *   flash_prices.txt
 * clients/
 *   consent_form.txt
 *   aftercare_ohjeet.txt
 *   client_notes.md
 * sketches/
 *   moth_sleeve_v2.jpg
 *   birch_forest_forearm.jpg
 * money/
 *   alv_2025.txt
 *   studio_rent.txt
 * sauna_playlist.txt
 */
const A = '/home/aino';
const ap = at(A);
const aino = [
  read('open flash/varaukset.txt', ap('flash/varaukset.txt')),
  findRead('avaa aftercare ohjeet pls', A, ['aftercare', 'ohjeet'], ap('clients/aftercare_ohjeet.txt'), { l: 'fi' }),
  n('client wants white ink on scar tissue, scar is like 8 months old. bad idea right'),
  findLook('show me the moth sleeve sketch, the newest version', A, ['moth', 'sleeve'], ap('sketches/moth_sleeve_v2.jpg')),
  append('add to flash/varaukset.txt: pe 23.5 klo 14 - Jenni, moth flash, 180e', ap('flash/varaukset.txt')),
  remember('remember jenni, regular, allergic to red pigment, always wants sessions after 2pm', 'Jenni', 'person', ['regular client', 'allergic to red pigment', 'wants sessions after 2pm']),
  n('what numbing cream can clients actually buy legally in finland'),
  findRead('what do i charge for the small flash pieces again', A, ['flash', 'price', 'prices'], ap('flash/flash_prices.txt')),
  edit('raise everything by 10e', ap('flash/flash_prices.txt'), {
    h: ['what do i charge for the small flash pieces again', 'flash_prices.txt:\nmini (under 5cm) - 80e\nsmall (5-8cm) - 120e\nmedium (8-12cm) - 180e\nspring flash sheet pieces: as marked, min 80e'],
  }),
  n('kirjota lyhyt insta postaus et mulla on vapaita aikoja ens viikolla, rento meininki', { l: 'fi' }),
  n('englanniks myös', {
    l: 'fi',
    h: ['kirjota lyhyt insta postaus et mulla on vapaita aikoja ens viikolla, rento meininki',
      'Ens viikolla löytyy vielä muutama vapaa aika 🖤 Flashit, pienet jutut tai se idea jota oot pyöritelly jo vuoden — laita DM ja sovitaan. Tervetuloa studiolle!'],
  }),
  recall('jenni what was the pigment thing', ['Jenni', 'jenni']),
  list('whats in sketches', ap('sketches')),
  look('open the birch one', ap('sketches/birch_forest_forearm.jpg'), {
    h: ['whats in sketches', 'sketches/ has moth_sleeve_v2.jpg and birch_forest_forearm.jpg'],
  }),
  n('how long should i wait between sessions on a full sleeve'),
  n('is it legal in finland to tattoo a 17 year old if the parent signs'),
  findRead('open my client notes, need to check what the wolf guy wanted', A, ['client', 'notes'], ap('clients/client_notes.md')),
  n('xd thanks'),
  findRead('paljonko alvia mun pitää maksaa, kato mun muistiinpanot', A, ['alv'], ap('money/alv_2025.txt'), { l: 'fi' }),
  n('do i need a y-tunnus if i only tattoo on weekends or can i use a light entrepreneur thing'),
  addFact('jenni booked the full moth sleeve, 4 sessions', 'Jenni', ['booked the full moth sleeve, 4 sessions']),
  t('make a file clients/jenni_sleeve_plan.txt: session 1 outline, 2 shading upper, 3 shading lower, 4 details + touch up', 'write_file', { path: ap('clients/jenni_sleeve_plan.txt') }),
  n('name ideas for a flash day event, something witchy'),
  t('sizes in sketches pls, cloud is almost full', 'list_directory_with_sizes', { path: ap('sketches') }, { also: ['list_directory'] }),
  t('move flash/flash_sheet_spring.png to sketches', 'move_file', { source: ap('flash/flash_sheet_spring.png'), destination: ap('sketches/flash_sheet_spring.png') }),
  correct("jenni's allergy is yellow pigment not red, i mixed her up with someone", 'Jenni', 'allergic to red pigment', 'allergic to yellow pigment'),
  t("whats the annotated message thing, show me an error one", 'get-annotated-message', { messageType: 'error' }),
  findRead('rent for the studio how much was it', A, ['rent', 'studio'], ap('money/studio_rent.txt')),
  n('lol remember myspace'),
  t('new folder sketches/2025_commissions', 'create_directory', { path: ap('sketches/2025_commissions') }),
  n('how do i deal with a client who keeps changing the design last minute, polite but firm'),
  t('forget jenni completely, she asked me to delete her data', 'delete_entities', { entityNames: [['Jenni']] }),
  findRead('sauna playlist', A, ['sauna', 'playlist'], ap('sauna_playlist.txt')),
  n('mitä eroo on rotary ja coil koneella lyhyesti', { l: 'fi' }),
  n('should i get a cat or will it just walk all over my sketches lmao'),
];

export default [...rosa, ...jiwoo, ...youssef, ...shirin, ...oksana, ...joy, ...wanjiru, ...emir, ...brenda, ...aino];
