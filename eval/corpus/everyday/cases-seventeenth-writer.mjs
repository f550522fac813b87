// Everyday requests, seventeenth writer: ten people, 35 requests each.
//
// 1. Ngozi Adeyemi, 34, ICU night-shift nurse in Lagos, Nigeria; phone typing between rounds
//    (lowercase, "pls", "u", dropped letters), studying for the UK NMC exams, a little Yoruba.
//    Home /home/ngozi
//      Shifts/rota-march.txt, Shifts/rota-april.txt, Shifts/overtime-log.txt, Shifts/handover-notes.txt
//      Exams/cbt-notes.md, Exams/drug-calcs.txt, Exams/nmc-checklist.txt, Exams/ielts-writing-practice.docx,
//      Exams/osce-stations.pdf
//      Home/budget-2024.csv, Home/shopping.txt, Home/landlord-letter.docx, Home/chioma-school-fees.txt
//
// 2. Lukas Brandt, 21, physics student in Leipzig, lives in a flatshare (WG); lowercase slang ("ngl",
//    "bro", "lowkey"), switches to German now and then.
//    Home /home/lukas
//      Studium/Quantenmechanik_Zusammenfassung.md, Studium/Praktikum_Protokoll_Pendel.docx,
//      Studium/stundenplan_ws24.txt, Studium/klausurtermine.txt
//      WG/putzplan.txt, WG/einkaufsliste.txt, WG/nebenkosten_2024.csv, WG/wlan-passwort.txt
//      Bewerbungen/lebenslauf.pdf, Bewerbungen/anschreiben_werkstudent_zeiss.docx,
//      Bewerbungen/bewerbungen_uebersicht.txt
//
// 3. Priya Raman, 52, owns a silk and cotton saree shop in Mylapore, Chennai; formal Indian English
//    ("kindly", "do the needful"), some Tamil.
//    Home /home/priya
//      Shop/stock_register.csv, Shop/supplier_contacts.txt, Shop/deepavali_offers.txt, Shop/staff_salary.txt
//      Accounts/gst_returns_q2.pdf, Accounts/daily_sales_oct.csv, Accounts/pending_payments.txt,
//      Accounts/bank_loan_emi.txt
//      Family/meena_wedding_guestlist.txt, Family/temple_donation.txt, Family/recipes_amma.docx
//
// 4. Tomás Herrera, 47, coffee farmer near Pitalito, Huila, Colombia; voice dictation (no punctuation,
//    run-on), practises English for the importers, falls back to Spanish.
//    Home /home/tomas
//      Finca/cosecha_2024.csv, Finca/jornaleros_pagos.txt, Finca/fertilizante_plan.txt, Finca/lotes_variedades.txt
//      Ventas/precios_cooperativa.txt, Ventas/contrato_importador_Oslo.pdf, Ventas/muestras_enviadas.txt,
//      Ventas/fichas_de_taza.docx
//      Familia/cuentas_casa.txt, Familia/valentina_universidad.txt, Familia/receta_tamales.txt
//
// 5. Deborah Walsh, 58, sole-practice accountant in Gympie, Queensland; very formal, full sentences.
//    Home /home/deb
//      Clients/Henderson_Farms_BAS_Q1.xlsx, Clients/Nguyen_Bakery_ledger.csv, Clients/client_list.txt,
//      Clients/engagement_letter_Moretti.docx
//      Templates/engagement_letter_template.docx, Templates/invoice_template.odt, Templates/reminder_email.txt
//      Admin/CPD_hours_2024.txt, Admin/office_expenses.csv, Admin/deadlines_FY25.txt, Admin/insurance_PI_policy.pdf
//
// 6. Marcus Thibodeaux, 39, upright bass player in New Orleans (Frenchmen Street gigs, teaches kids);
//    long run-on sentences, no capitals, "man".
//    Home /home/marcus
//      Gigs/gig_calendar.txt, Gigs/setlist_spotted_cat.txt, Gigs/band_contacts.txt, Gigs/payouts_2024.csv
//      Charts/st_james_infirmary_Dm.pdf, Charts/levee_blues_lead_sheet.pdf, Charts/tune_list.txt,
//      Charts/basslines_ideas.txt
//      Students/lesson_schedule.txt, Students/student_notes.txt, Students/invoices_nov.txt
//
// 7. Fatma Yılmaz, 68, retired seamstress in Karşıyaka, İzmir, minds her grandchildren Elif (7) and Can (4);
//    her grandson set her up, she types simple English with typos and CAPS, and Turkish.
//    Home /home/fatma
//      Torunlar/elif_okul_programi.txt, Torunlar/can_asi_takvimi.txt, Torunlar/dogum_gunu_fikirleri.txt
//      Tarifler/sarma.txt, Tarifler/su_boregi.txt, Tarifler/irmik_helvasi.txt, Tarifler/kek_tarifleri.docx
//      Saglik/ilaclarim.txt, Saglik/tansiyon_olcumleri.csv, Saglik/doktor_randevulari.txt
//
// 8. Samir Haddad, 31, delivery-van courier in Montréal, grew up in Beirut; terse commands, French and
//    English, one line in Arabic.
//    Home /home/samir
//      Livraisons/routes_lundi.txt, Livraisons/adresses_difficiles.txt, Livraisons/kilometrage_2024.csv,
//      Livraisons/colis_perdus.txt
//      Factures/essence_nov.csv, Factures/assurance_camion.pdf, Factures/entretien_van.txt, Factures/TPS_TVQ_2024.xlsx
//      Perso/loyer.txt, Perso/gym_programme.txt, Perso/liste_cadeaux_maman.txt
//
// 9. Yumi Sato, 45, junior-high school librarian in Kyoto who also runs an adult reading circle;
//    polite, careful English, some Japanese.
//    Home /home/yumi
//      Library/new_arrivals_2024.csv, Library/overdue_list.txt, Library/book_club_schedule.txt,
//      Library/library_newsletter_nov.docx
//      読書会/メンバー.txt, 読書会/課題図書リスト.txt, 読書会/感想メモ_11月.txt
//      Personal/haiku_notebook.txt, Personal/travel_plan_hokkaido.txt, Personal/kakeibo_2024.csv
//
// 10. Rafael "Rafa" Souza, 29, under-12 football coach at a club in Porto Alegre, Brazil; slang, "kkkk",
//     emojis, Portuguese now and then.
//     Home /home/rafa
//       Sub12/elenco.txt, Sub12/presenca_treinos.csv, Sub12/contatos_pais.txt, Sub12/escalacao_sabado.txt
//       Treinos/plano_semana.txt, Treinos/exercicios_rondo.txt, Treinos/avaliacao_fisica_set.csv,
//       Treinos/video_analise_links.txt
//       Pessoal/curso_licenca_C.pdf, Pessoal/contas.txt, Pessoal/ideias_canal.txt

import { t, m, open, n } from './case-helpers.mjs';

// absolute path and home-relative path as alternatives
const at = (home) => (rel) => [`${home}/${rel}`, rel];
// a few pattern alternatives for search_files
const pat = (...words) => words.flatMap((w) => [w, `*${w}*`, `**/*${w}*`]);
// append = read, then edit (a full rewrite serves as well)
const append = (q, path, x = {}) => m(q, [['read_text_file', { path }], ['edit_file', { path }]], { also: ['write_file'], ...x });
const FIND = ['search_files', 'directory_tree', 'list_directory'];

// ───────────────────────────── 1. Ngozi, night nurse, Lagos ─────────────────────────────
const ng = at('/home/ngozi');
const NG = ['/home/ngozi', '.'];
const ngozi = [
  t(`pls show me my rota for april`, 'read_text_file', { path: ng('Shifts/rota-april.txt') }),
  t(`hw many nights am i doing in march? check the rota`, 'read_text_file', { path: ng('Shifts/rota-march.txt') }),
  append(`add 4hrs overtime for 12 april to my overtime log`, ng('Shifts/overtime-log.txt')),
  n(`explain type 1 vs type 2 resp failure in simple words, i have a student nurse with me tonight`),
  n(`3am and the unit is finally quiet lol. talk to me abeg before i sleep on this chair`),
  t(`remember that Bisi is charge nurse on ward C and she covers my saturdays if i ask nicely`, 'create_entities',
    { entities: [[{ name: 'Bisi', entityType: 'person', observations: ['charge nurse on ward C', 'covers my Saturdays if I ask'] }]] },
    { also: ['add_observations'] }),
  t(`what did i tell u about bisi`, 'search_nodes', { query: ['Bisi', 'bisi'] }),
  n(`write a short msg to my landlord that rent will be 3 days late bc salary delay. polite but not begging`),
  t(`where is that landlord letter i wrote`, 'search_files', { path: NG, pattern: pat('landlord') }),
  append(`jot down on my shopping list: detergent, garri, socks for chioma`, ng('Home/shopping.txt')),
  n(`drug calc: 500mg in 100ml over 30 mins, whats the rate in ml/hr`),
  t(`open drug-calcs`, 'read_text_file', { path: ng('Exams/drug-calcs.txt') }),
  t(`whats in my exams folder`, 'list_directory', { path: ng('Exams') }),
  n(`is the OSCE part 1 or part 2 of the NMC test of competence`),
  append(`tick off "english test result" on the nmc checklist, it came today 🙌`, ng('Exams/nmc-checklist.txt')),
  t(`remember my OSCE date is 14 june in northampton`, 'create_entities',
    { entities: [[{ name: 'OSCE exam', entityType: 'event', observations: ['14 June', 'in Northampton'] }]] },
    { also: ['add_observations'] }),
  m(`sorry its 17 june not 14`, [
    ['delete_observations', { deletions: [[{ entityName: 'OSCE exam', observations: ['14 June'] }]] }],
    ['add_observations', { observations: [[{ entityName: 'OSCE exam', contents: ['17 June'] }]] }],
  ], { h: [`remember my OSCE date is 14 june in northampton`, `Got it, I've saved that your OSCE is on 14 June in Northampton.`] }),
  n(`thank u dear`),
  t(`make a new folder called Relocation`, 'create_directory', { path: ng('Relocation') }),
  t(`ok put the nmc checklist inside it`, 'move_file',
    { source: ng('Exams/nmc-checklist.txt'), destination: ng('Relocation/nmc-checklist.txt') },
    { h: [`make a new folder called Relocation`, `Done, I've created the folder Relocation in your home folder.`] }),
  n(`can u call the pharmacy and ask if they still have enoxaparin`),
  t(`chioma school fees, whats the total for this term`, 'read_text_file', { path: ng('Home/chioma-school-fees.txt') }),
  n(`help me put this in SBAR for handover: pt bp dropped at 2am, we started noradrenaline, now map 68`),
  n(`how do i stay awake on the danfo home after 3 nights without drinking more coffee`),
  t(`Jọ̀wọ́ rántí pé ọjọ́ ìbí màmá mi jẹ́ ọjọ́ kẹta oṣù kẹjọ`, 'create_entities',
    { entities: [[{ name: 'Mama', entityType: 'person', observations: ['birthday is 3 August'] }]] },
    { l: 'yo', also: ['add_observations'] }),
  t(`link bisi with ward c in ur memory, thats where she works`, 'create_relations',
    { relations: [[{ from: 'Bisi', to: 'Ward C', relationType: 'works on' }]] }),
  n(`how many hours is 3 twelve hour nights plus 2 eight hour days`),
  t(`weather in lagos tomorrow morning? do i need umbrella for the walk to the bus stop`, 'get-structured-content',
    { location: ['Lagos', 'Lagos, Nigeria'] }),
  t(`budget file pls, how much did i spend on transport`, 'read_text_file', { path: ng('Home/budget-2024.csv') }),
  n(`wait what was the thing i just asked u to save?`,
    { h: [`remember that Bisi is charge nurse on ward C and she covers my saturdays if i ask nicely`, `Saved: Bisi is the charge nurse on ward C and covers your Saturdays if you ask.`] }),
  t(`forget everything about bisi, she has left the hospital`, 'delete_entities', { entityNames: [['Bisi']] }),
  n(`british patients laugh when i say "you're welcome ma". what do nurses there say instead`),
  n(`normal potassium range again? my brain is gone`),
  t(`pull up my handover notes, just the last bit`, 'read_text_file', { path: ng('Shifts/handover-notes.txt') }),
  n(`can u set an alarm for 6:30pm so i dont oversleep`),
];

// ───────────────────────────── 2. Lukas, physics student, Leipzig ─────────────────────────────
const lu = at('/home/lukas');
const LU = ['/home/lukas', '.'];
const lukas = [
  t(`yo whats on the putzplan this week`, 'read_text_file', { path: lu('WG/putzplan.txt') }),
  append(`add oat milk and toilet paper to the einkaufsliste`, lu('WG/einkaufsliste.txt')),
  t(`when are my exams again`, 'read_text_file', { path: lu('Studium/klausurtermine.txt') }),
  n(`explain the hamiltonian like im 5 ngl i'm cooked`),
  n(`bra vs ket notation, whats the actual difference, short pls`),
  t(`how big is my lebenslauf pdf, some portals only take 2mb`, 'get_file_info', { path: lu('Bewerbungen/lebenslauf.pdf') },
    { also: ['list_directory_with_sizes'] }),
  t(`remember that my praktikum partner is Jonas, he does the data analysis`, 'create_entities',
    { entities: [[{ name: 'Jonas', entityType: 'person', observations: ['my Praktikum partner', 'does the data analysis'] }]] },
    { also: ['add_observations'] }),
  m(`nah wait he does the measurements, i do the analysis`, [
    ['delete_observations', { deletions: [[{ entityName: 'Jonas', observations: ['does the data analysis'] }]] }],
    ['add_observations', { observations: [[{ entityName: 'Jonas', contents: ['does the measurements'] }]] }],
  ], { h: [`remember that my praktikum partner is Jonas, he does the data analysis`, `Saved: Jonas is your lab partner and handles the data analysis.`] }),
  t(`whats the wifi pw again, my mom is visiting`, 'read_text_file', { path: lu('WG/wlan-passwort.txt') }),
  t(`Wie viel haben wir letztes Jahr insgesamt an Nebenkosten gezahlt?`, 'read_text_file', { path: lu('WG/nebenkosten_2024.csv') }, { l: 'de' }),
  n(`write me a chill msg for the wg group chat that whoever keeps leaving pans in the sink needs to stop, but not passive aggressive`),
  t(`make a folder Bewerbungen/abgeschickt`, 'create_directory', { path: lu('Bewerbungen/abgeschickt') }),
  t(`ok move the zeiss anschreiben in there`, 'move_file',
    { source: lu('Bewerbungen/anschreiben_werkstudent_zeiss.docx'), destination: lu('Bewerbungen/abgeschickt/anschreiben_werkstudent_zeiss.docx') },
    { h: [`make a folder Bewerbungen/abgeschickt`, `Done, created Bewerbungen/abgeschickt.`] }),
  t(`where tf is my pendel protokoll`, 'search_files', { path: LU, pattern: pat('Pendel', 'pendel', 'Protokoll') }),
  n(`can u submit my application on the zeiss portal for me`),
  t(`list my studium folder`, 'list_directory', { path: lu('Studium') }),
  append(`Schreib in meine Bewerbungsübersicht: Zeiss, abgeschickt am 3.11., Antwort offen`, lu('Bewerbungen/bewerbungen_uebersicht.txt'), { l: 'de' }),
  n(`ngl is it weird to email a professor on a sunday`),
  n(`quick maths: 17.5% of 1240?`),
  t(`what do u know about jonas`, 'search_nodes', { query: ['Jonas', 'jonas'] }),
  t(`remember my flatmates are lea, tarek and sophie`, 'create_entities',
    { entities: [[
      { name: 'Lea', entityType: 'person', observations: ['my flatmate'] },
      { name: 'Tarek', entityType: 'person', observations: ['my flatmate'] },
      { name: 'Sophie', entityType: 'person', observations: ['my flatmate'] },
    ]] }),
  t(`lea and tarek are dating btw, save that`, 'create_relations',
    { relations: [[{ from: 'Lea', to: 'Tarek', relationType: 'is dating' }]] }),
  t(`Vergiss das mit Lea und Tarek, die haben Schluss gemacht 💀`, 'delete_relations',
    { relations: [[{ from: 'Lea', to: 'Tarek', relationType: 'is dating' }]] }, { l: 'de', also: ['delete_observations'] }),
  n(`translate "Nebenkostenabrechnung" to english lol what a word`),
  n(`lab report: "the data was" or "the data were"`),
  n(`thx bro`),
  n(`period of a pendulum formula again, small angle`),
  m(`rename einkaufsliste to einkaufsliste_alt and start a fresh empty one`, [
    ['move_file', { source: lu('WG/einkaufsliste.txt'), destination: lu('WG/einkaufsliste_alt.txt') }],
    ['write_file', { path: lu('WG/einkaufsliste.txt') }],
  ]),
  n(`cheap high protein dinner for 4 students under 10 euro, go`),
  t(`echo "test 123" i wanna see if the tools even work`, 'echo', { message: ['test 123', 'test 123 '] }),
  n(`wait what did i just say about lea and tarek`,
    { h: [`lea and tarek are dating btw, save that`, `Saved: Lea and Tarek are in a relationship.`] }),
  open(`find whatever file has my matrikelnummer in it`, ['search_files', 'read_multiple_files', 'read_text_file', 'directory_tree'],
    { note: 'The number is inside some file, not in a file name; the assistant has to look around and read.' }),
  n(`master in germany or go abroad? pros and cons, be honest`),
  t(`Wann hab ich den Lebenslauf zuletzt geändert?`, 'get_file_info', { path: lu('Bewerbungen/lebenslauf.pdf') }, { l: 'de' }),
  n(`can u remind me tomorrow at 8 to transfer the rent`),
];

// ───────────────────────────── 3. Priya, saree shop, Chennai ─────────────────────────────
const pr = at('/home/priya');
const PR = ['/home/priya', '.'];
const priya = [
  t(`Kindly show me the Deepavali offers file.`, 'read_text_file', { path: pr('Shop/deepavali_offers.txt') }),
  t(`Which customers have not yet paid? Please check pending payments.`, 'read_text_file', { path: pr('Accounts/pending_payments.txt') }),
  append(`Please add to pending payments: Mrs. Lakshmi Narayanan, Rs. 8,450, two silk sarees, 28 Oct.`, pr('Accounts/pending_payments.txt')),
  n(`What is the difference between Kanchipuram silk and Banarasi silk, in brief? A foreign customer is asking.`),
  n(`Draft a WhatsApp message to my regular customers announcing 20% off on cotton sarees from 1st November. Polite and warm.`),
  t(`Please remember that Selvi is my senior salesgirl and she has been with me for 11 years.`, 'create_entities',
    { entities: [[{ name: 'Selvi', entityType: 'person', observations: ['senior salesgirl', 'with me for 11 years'] }]] },
    { also: ['add_observations'] }),
  t(`What have I told you about Selvi?`, 'search_nodes', { query: ['Selvi'] }),
  m(`Sorry, correction. It is 12 years, not 11.`, [
    ['delete_observations', { deletions: [[{ entityName: 'Selvi', observations: ['with me for 11 years'] }]] }],
    ['add_observations', { observations: [[{ entityName: 'Selvi', contents: ['with me for 12 years'] }]] }],
  ], { h: [`Please remember that Selvi is my senior salesgirl and she has been with me for 11 years.`, `Noted: Selvi is your senior salesperson and has been with you for 11 years.`] }),
  t(`How many guests are there on Meena's wedding list?`, 'read_text_file', { path: pr('Family/meena_wedding_guestlist.txt') }),
  append(`மீனாவின் திருமண விருந்தினர் பட்டியலில் என் அண்ணன் குடும்பத்தைச் சேர்க்கவும், 4 பேர்.`, pr('Family/meena_wedding_guestlist.txt'), { l: 'ta' }),
  n(`Can you please call the supplier in Arani and ask when the next consignment will come?`),
  t(`Where have I saved the supplier phone numbers?`, 'search_files', { path: PR, pattern: pat('supplier', 'contact') }),
  t(`What was the total sales in October?`, 'read_text_file', { path: pr('Accounts/daily_sales_oct.csv') }),
  n(`If I sold 37 sarees at Rs. 1,200 each, what is the total amount?`),
  t(`Show me all the files in the Accounts folder with their sizes.`, 'list_directory_with_sizes', { path: pr('Accounts') },
    { also: ['list_directory', 'directory_tree'] }),
  n(`What documents are needed to register GST for a second shop in the same city?`),
  n(`What is the last date for filing GSTR-3B for the October month?`),
  t(`அம்மாவின் சமையல் குறிப்புகள் கோப்பைத் திறந்து காட்டு.`, 'read_text_file', { path: pr('Family/recipes_amma.docx') },
    { l: 'ta', also: ['read_file', 'read_multiple_files'] }),
  t(`Please make a new folder named "Deepavali 2024" inside Shop.`, 'create_directory', { path: pr('Shop/Deepavali 2024') }),
  t(`Move the offers file into that new folder.`, 'move_file',
    { source: pr('Shop/deepavali_offers.txt'), destination: pr('Shop/Deepavali 2024/deepavali_offers.txt') },
    { h: [`Please make a new folder named "Deepavali 2024" inside Shop.`, `I have created the folder Shop/Deepavali 2024.`] }),
  n(`Thank you so much. You are very helpful.`),
  append(`Update the bank loan EMI file: October EMI of Rs. 23,400 paid on 4th.`, pr('Accounts/bank_loan_emi.txt')),
  t(`Please remember that Ravi from Arani Silks gives 30 days credit, but Murugan Textiles wants cash only.`, 'create_entities',
    { entities: [[
      { name: 'Ravi', entityType: 'supplier', observations: ['from Arani Silks', 'gives 30 days credit'] },
      { name: 'Murugan Textiles', entityType: 'supplier', observations: ['cash only'] },
    ]] }, { also: ['add_observations'] }),
  t(`Ravi is Selvi's brother. Please connect them.`, 'create_relations',
    { relations: [[{ from: 'Ravi', to: 'Selvi', relationType: 'brother of' }]] }),
  n(`Suggest a good name for my shop's Instagram page. The shop is Sri Kamakshi Silks.`),
  n(`How do I politely tell a customer that we do not take back silk sarees once the blouse piece is cut?`),
  t(`Salary details of the staff, please.`, 'read_text_file', { path: pr('Shop/staff_salary.txt') }),
  t(`இந்த மாதம் கோவிலுக்கு எவ்வளவு நன்கொடை கொடுத்தேன்?`, 'read_text_file', { path: pr('Family/temple_donation.txt') }, { l: 'ta' }),
  n(`What is 18% GST on Rs. 5,000?`),
  n(`Can you order 200 gift boxes from Amazon for Deepavali?`),
  t(`Forget about Murugan Textiles. I have stopped dealing with them.`, 'delete_entities', { entityNames: [['Murugan Textiles']] }),
  n(`Please write a short thank-you note to put inside the gift boxes, in English and Tamil both.`),
  open(`I had saved some document about the shop insurance somewhere. Please find it.`, FIND,
    { note: 'No file of that name is in the listing; the assistant has to search.' }),
  n(`Sorry, what did I say about Murugan just now?`,
    { h: [`Please remember that Ravi from Arani Silks gives 30 days credit, but Murugan Textiles wants cash only.`, `Noted: Ravi (Arani Silks) gives 30 days credit; Murugan Textiles is cash only.`] }),
  n(`Which is more auspicious colour for a bride's muhurtham saree, red or yellow?`),
];

// ───────────────────────────── 4. Tomás, coffee farmer, Huila ─────────────────────────────
const to = at('/home/tomas');
const TO = ['/home/tomas', '.'];
const tomas = [
  t(`read me the harvest file for this year please`, 'read_text_file', { path: to('Finca/cosecha_2024.csv') }),
  t(`cuánto le debo a los jornaleros esta semana mira el archivo de pagos`, 'read_text_file', { path: to('Finca/jornaleros_pagos.txt') }, { l: 'es' }),
  append(`add to the workers payments don Aurelio 5 days picking 42 kilos per day at 1200 pesos the kilo`, to('Finca/jornaleros_pagos.txt')),
  n(`how much is 42 kilos times 5 days times 1200 pesos`),
  n(`what is the best way to explain to a buyer from Norway that our coffee is washed with 36 hours fermentation in simple English`),
  t(`what samples did I send last month`, 'read_text_file', { path: to('Ventas/muestras_enviadas.txt') }),
  t(`remember the importer from Oslo is called Ingrid Halvorsen and she likes the Pink Bourbon lot`, 'create_entities',
    { entities: [[{ name: 'Ingrid Halvorsen', entityType: 'person', observations: ['importer from Oslo', 'likes the Pink Bourbon lot'] }]] },
    { also: ['add_observations'] }),
  t(`what did I say about Ingrid`, 'search_nodes', { query: ['Ingrid', 'Ingrid Halvorsen'] }),
  t(`ábreme el plan de fertilizante del lote tres`, 'read_text_file', { path: to('Finca/fertilizante_plan.txt') }, { l: 'es' }),
  n(`the leaves on some trees have orange powder underneath what is that and what do I do`),
  t(`which varieties are in which lot remind me`, 'read_text_file', { path: to('Finca/lotes_variedades.txt') }),
  t(`is the weather going to be good in Pitalito for drying coffee on the patio`, 'get-structured-content',
    { location: ['Pitalito', 'Pitalito, Huila', 'Pitalito, Colombia'] }),
  t(`recuerda que mi hija Valentina estudia agronomía en la Universidad Surcolombiana en Neiva`, 'create_entities',
    { entities: [[{ name: 'Valentina', entityType: 'person', observations: ['mi hija', 'estudia agronomía en la Universidad Surcolombiana, Neiva'] }]] },
    { l: 'es', also: ['add_observations'] }),
  t(`Valentina and Ingrid should be connected she is going to do her internship with Ingrid's company`, 'create_relations',
    { relations: [[{ from: 'Valentina', to: 'Ingrid Halvorsen', relationType: 'internship with' }]] }),
  n(`help me write an email to Ingrid saying the Pink Bourbon sample arrives next week and the price is 6 dollars 80 per pound FOB`),
  n(`good now send that email to her please`,
    { h: [`help me write an email to Ingrid saying the Pink Bourbon sample arrives next week and the price is 6 dollars 80 per pound FOB`, `Here is a draft: "Dear Ingrid, I am happy to tell you the Pink Bourbon sample will arrive next week. Our price is USD 6.80 per pound FOB. ..."`] }),
  n(`what does FOB mean exactly and who pays the ship`),
  t(`cuándo fue la última vez que cambié el archivo de precios de la cooperativa`, 'get_file_info', { path: to('Ventas/precios_cooperativa.txt') }, { l: 'es' }),
  append(`write down the cooperativa price today is 1 million 950 thousand for the carga`, to('Ventas/precios_cooperativa.txt')),
  n(`how many pounds in a carga of 125 kilos`),
  t(`make a folder for the 2025 harvest inside Finca call it cosecha 2025`, 'create_directory',
    { path: [...to('Finca/cosecha 2025'), ...to('Finca/cosecha_2025'), ...to('Finca/Cosecha 2025')] }),
  n(`thank you very much friend`),
  n(`what is a good gift for my wife for our 25 years married, something I can find in Pitalito`),
  t(`léeme la receta de los tamales que mi esposa va a hacer para la novena`, 'read_text_file', { path: to('Familia/receta_tamales.txt') }, { l: 'es' }),
  n(`what is the word in English for the beneficio where we wash the coffee`),
  t(`what do you remember about my family`, 'search_nodes', { query: ['Valentina', 'family', 'familia', 'hija'] },
    { also: ['read_graph', 'open_nodes'] }),
  open(`there was a file with the cupping scores from the SCA cupping I dont remember the name`, FIND,
    { note: 'He does not know the name (it is Ventas/fichas_de_taza.docx); the assistant has to look.' }),
  n(`can you call my cousin Hernando and tell him the truck comes at 5`),
  t(`olvida lo de la pasantía de Valentina, al final no se va para Noruega`, 'delete_relations',
    { relations: [[{ from: 'Valentina', to: 'Ingrid Halvorsen', relationType: 'internship with' }]] }, { l: 'es', also: ['delete_observations'] }),
  n(`is it better to sell to the cooperative or directly to the importer explain pros and cons`),
  t(`the house expenses file how much did we spend on electricity`, 'read_text_file', { path: to('Familia/cuentas_casa.txt') }),
  n(`what time is it in Oslo when it is 7 in the morning here`),
  t(`cuánto le falta a Valentina por pagar de la matrícula`, 'read_text_file', { path: to('Familia/valentina_universidad.txt') }, { l: 'es' }),
  n(`what you told me about the orange powder say it more simple please`,
    { h: [`the leaves on some trees have orange powder underneath what is that and what do I do`, `That sounds like coffee leaf rust (roya), a fungus (Hemileia vastatrix). Remove badly affected leaves, improve shade and airflow, and consider a copper-based fungicide ...`] }),
  t(`rename the cupping sheets file to fichas_taza_2024`, 'move_file',
    { source: to('Ventas/fichas_de_taza.docx'), destination: to('Ventas/fichas_taza_2024.docx') }),
];

// ───────────────────────────── 5. Deborah, accountant, Gympie ─────────────────────────────
const de = at('/home/deb');
const DE = ['/home/deb', '.'];
const deb = [
  t(`Good morning. Could you please open my list of deadlines for this financial year?`, 'read_text_file', { path: de('Admin/deadlines_FY25.txt') }),
  t(`Would you kindly tell me how many CPD hours I have logged so far this year?`, 'read_text_file', { path: de('Admin/CPD_hours_2024.txt') }),
  append(`Please record a further 2 hours of CPD: CPA Australia webinar on Division 7A, 14 November.`, de('Admin/CPD_hours_2024.txt')),
  n(`Could you remind me of the general difference between a sole trader and a company for tax purposes in Australia, in a paragraph suitable for a client?`),
  n(`Could you explain, briefly, how an engagement letter differs from a tax agent authority?`),
  t(`When was the Henderson BAS workbook last modified?`, 'get_file_info', { path: de('Clients/Henderson_Farms_BAS_Q1.xlsx') }),
  n(`What is the lodgement due date for a quarterly BAS for the October to December quarter?`),
  t(`I should like you to remember that Mr. Giuseppe Moretti prefers to be contacted by telephone, not email.`, 'create_entities',
    { entities: [[{ name: 'Giuseppe Moretti', entityType: 'client', observations: ['prefers to be contacted by telephone, not email'] }]] },
    { also: ['add_observations'] }),
  t(`What have I asked you to remember about Mr. Moretti?`, 'search_nodes', { query: ['Moretti', 'Giuseppe Moretti'] }),
  t(`Please open my reminder email template; I need to chase Nguyen Bakery for their October records.`, 'read_text_file', { path: de('Templates/reminder_email.txt') }),
  n(`Thank you. Would you be so kind as to make it slightly less formal? Anh has been a client for many years.`,
    { h: [`Please open my reminder email template; I need to chase Nguyen Bakery for their October records.`, `Here is your template adapted for Nguyen Bakery: "Dear Mrs. Nguyen, I write to remind you that the records for October remain outstanding ..."`] }),
  n(`Please send it to her at anh@nguyenbakery.com.au.`,
    { h: [`Would you be so kind as to make it slightly less formal?`, `Certainly: "Hi Anh, just a quick reminder that I still need your October records ..."`] }),
  t(`How large is my professional indemnity policy document? I need to upload it to a portal with a size limit.`, 'get_file_info',
    { path: de('Admin/insurance_PI_policy.pdf') }, { also: ['list_directory_with_sizes'] }),
  t(`Please search my files for anything relating to Henderson.`, 'search_files', { path: DE, pattern: pat('Henderson') }),
  t(`Please create a folder for the next financial year, FY26, under Admin.`, 'create_directory', { path: de('Admin/FY26') }),
  n(`What is the GST component of an amount of $1,650 inclusive of GST?`),
  t(`Kindly total the office expenses for October.`, 'read_text_file', { path: de('Admin/office_expenses.csv') }),
  n(`I should be grateful for a suggestion on how to decline, politely, a prospective client whose affairs (cryptocurrency trading) lie outside my expertise.`),
  m(`Please note that the Henderson Farms BAS is prepared by me but reviewed by my colleague Mr. Peter Lyle in Maryborough.`, [
    ['create_entities', { entities: [[
      { name: 'Peter Lyle', entityType: 'person', observations: ['colleague in Maryborough'] },
      { name: 'Henderson Farms', entityType: 'client', observations: ['BAS prepared by me'] },
    ]] }],
    ['create_relations', { relations: [[{ from: 'Peter Lyle', to: 'Henderson Farms', relationType: 'reviews BAS of' }]] }],
  ], { also: ['add_observations'] }),
  t(`Mr. Lyle has retired. Please remove him from your records.`, 'delete_entities', { entityNames: [['Peter Lyle']] }),
  n(`Thank you, that is all for now.`),
  t(`Please show me the Clients folder together with the size of each file, largest first.`, 'list_directory_with_sizes',
    { path: de('Clients'), sortBy: ['size', ''] }, { also: ['list_directory', 'directory_tree'] }),
  append(`Please add Mrs. Anh Nguyen of Nguyen Bakery to my client list, with the note "BAS quarterly, cash basis".`, de('Clients/client_list.txt')),
  t(`Would you move the Moretti engagement letter into Templates? I intend to use it as a model.`, 'move_file',
    { source: de('Clients/engagement_letter_Moretti.docx'), destination: de('Templates/engagement_letter_Moretti.docx') }),
  n(`On reflection, could you tell me exactly what you just did with the Moretti letter?`,
    { h: [`Would you move the Moretti engagement letter into Templates? I intend to use it as a model.`, `I have moved engagement_letter_Moretti.docx from Clients to Templates.`] }),
  n(`What is the current superannuation guarantee rate?`),
  n(`Could you book a meeting room at the Gympie library for Thursday afternoon?`),
  t(`Would you please use your adding tool to sum 48,215.60 and 37,904.45? I would like an independent check of my figure.`, 'get-sum',
    { a: [48215.6, '48215.60'], b: [37904.45, '37904.45'] }),
  n(`Please suggest a short, dignified toast for Mr. Lyle's retirement dinner.`),
  t(`I recall noting that Mrs. Nguyen's bakery changed its ABN. What did I record?`, 'search_nodes', { query: ['Nguyen', 'Nguyen Bakery', 'ABN'] }),
  open(`I saved a spreadsheet of depreciation schedules somewhere, but I cannot recall its name or folder.`, FIND,
    { note: 'Not in the listing by any obvious name; the assistant has to search.' }),
  n(`How does one calculate the pro-rata days for depreciation on an asset purchased on 17 March, to 30 June?`),
  t(`Please read the Nguyen Bakery ledger and tell me the largest single expense.`, 'read_text_file', { path: de('Clients/Nguyen_Bakery_ledger.csv') }),
  n(`Is it appropriate to wish clients a Merry Christmas in an email, or is "Season's Greetings" safer?`),
  m(`Please correct your record: Mr. Moretti now prefers email after all, as his hearing has deteriorated.`, [
    ['delete_observations', { deletions: [[{ entityName: 'Giuseppe Moretti', observations: ['prefers to be contacted by telephone, not email'] }]] }],
    ['add_observations', { observations: [[{ entityName: 'Giuseppe Moretti', contents: ['prefers email; hearing has deteriorated'] }]] }],
  ]),
];

// ───────────────────────────── 6. Marcus, bass player, New Orleans ─────────────────────────────
const ma = at('/home/marcus');
const MA = ['/home/marcus', '.'];
const marcus = [
  t(`yeah so whats the next gig on my calendar man`, 'read_text_file', { path: ma('Gigs/gig_calendar.txt') }),
  append(`put this on the calendar saturday the 23rd at the spotted cat 6 to 9 with the trio forty bucks a man plus tips`, ma('Gigs/gig_calendar.txt')),
  t(`pull up the setlist for the spotted cat`, 'read_text_file', { path: ma('Gigs/setlist_spotted_cat.txt') }),
  n(`give me like five standards in F that a second line crowd would know that arent the saints and all that`),
  n(`whats the difference between a tritone sub and a backdoor two five explain it like we on the bandstand`),
  t(`remember that my drummer is Dwayne and he cant do sundays cause of church`, 'create_entities',
    { entities: [[{ name: 'Dwayne', entityType: 'person', observations: ['my drummer', "can't do Sundays (church)"] }]] },
    { also: ['add_observations'] }),
  m(`also my piano player is Keiko and her and Dwayne go way back they was in the same high school band`, [
    ['create_entities', { entities: [[{ name: 'Keiko', entityType: 'person', observations: ['my piano player'] }]] }],
    ['create_relations', { relations: [[{ from: 'Keiko', to: 'Dwayne', relationType: 'played in the same high school band as' }]] }],
  ], { also: ['add_observations'] }),
  t(`who i got on drums again`, 'search_nodes', { query: ['drummer', 'Dwayne', 'drums'] }, { also: ['read_graph', 'open_nodes'] }),
  t(`how much i made from gigs this year so far`, 'read_text_file', { path: ma('Gigs/payouts_2024.csv') }),
  n(`is it dumb to ask a club owner for a guarantee instead of a door split when you been playing there 3 years`),
  append(`jot this bass line idea down before i lose it walking in Bb root fifth then chromatic approach into the four chord bar 5`, ma('Charts/basslines_ideas.txt')),
  t(`hows big is the levee blues pdf gotta text it to the horn players`, 'get_file_info', { path: ma('Charts/levee_blues_lead_sheet.pdf') },
    { also: ['list_directory_with_sizes'] }),
  t(`who coming for lessons this week`, 'read_text_file', { path: ma('Students/lesson_schedule.txt') }),
  append(`put in the student notes that little Andre finally got the F major scale two octaves proud of that kid`, ma('Students/student_notes.txt')),
  n(`whats a good practice routine for a 12 year old bass student like 20 minutes a day`),
  t(`make a folder in Gigs for the wedding stuff call it weddings`, 'create_directory', { path: ma('Gigs/weddings') }),
  n(`write me a short bio for the wedding band website like 3 sentences upright and electric been playing the quarter 15 years came up in the brass bands`),
  n(`thanks man thats tight`),
  t(`whats Keiko number i think its in band contacts`, 'read_text_file', { path: ma('Gigs/band_contacts.txt') }),
  n(`cool call her and tell her rehearsal moved to 4`,
    { h: [`whats Keiko number i think its in band contacts`, `Keiko's number in band_contacts.txt is 504-555-0187.`] }),
  t(`hey forget what i said about dwayne and sundays he switched churches he can do sundays now`, 'delete_observations',
    { deletions: [[{ entityName: 'Dwayne', observations: ["can't do Sundays (church)"] }]] }),
  t(`did i send the november invoices to the students or nah`, 'read_text_file', { path: ma('Students/invoices_nov.txt') }),
  t(`where i put that chart for st james infirmary`, 'search_files', { path: MA, pattern: pat('james', 'infirmary', 'St_James') }),
  n(`whats 15 percent of 340 for the sound guy`),
  t(`list whats in charts with the sizes`, 'list_directory_with_sizes', { path: ma('Charts') }, { also: ['list_directory', 'directory_tree'] }),
  n(`whats the story behind st james infirmary like where it come from`),
  t(`rename setlist_spotted_cat to setlist_spotted_cat_old ima make a new one`, 'move_file',
    { source: ma('Gigs/setlist_spotted_cat.txt'), destination: ma('Gigs/setlist_spotted_cat_old.txt') }),
  n(`how many hours of lessons is that if i teach 6 kids 45 minutes each`),
  t(`everything you remember about my band lay it on me`, 'read_graph', {}, { also: ['search_nodes', 'open_nodes'] }),
  n(`wait who you said plays keys`,
    { h: [`everything you remember about my band lay it on me`, `Here's what I have: Dwayne, your drummer, and Keiko, your piano player; they played in the same high school band.`] }),
  t(`echo back "sound check 1 2" lol just testing this thing`, 'echo', { message: ['sound check 1 2', 'Sound check 1 2'] }),
  n(`what string gauge you recommend for an upright going between arco and pizz`),
  t(`what i wrote about Maya in the student notes`, 'read_text_file', { path: ma('Students/student_notes.txt') }),
  n(`can you play me ron carter walking on so what`),
  n(`my daughter asking why they call it the crescent city, i forgot lol`),
];

// ───────────────────────────── 7. Fatma, grandmother, İzmir ─────────────────────────────
const fa = at('/home/fatma');
const FA = ['/home/fatma', '.'];
const fatma = [
  t(`elifin okul programını göster`, 'read_text_file', { path: fa('Torunlar/elif_okul_programi.txt') }, { l: 'tr' }),
  t(`CAN VACCINE WHEN IS NEXT`, 'read_text_file', { path: fa('Torunlar/can_asi_takvimi.txt') }),
  append(`bugünkü tansiyonumu yaz 13/8 sabah`, fa('Saglik/tansiyon_olcumleri.csv'), { l: 'tr' }),
  t(`my medicins list please`, 'read_text_file', { path: fa('Saglik/ilaclarim.txt') }),
  n(`is ok to take my blood pressure pill with grapefruit juice`),
  n(`what i can cook for 2 kids who dont eat vegetables`),
  t(`sarma tarifini aç`, 'read_text_file', { path: fa('Tarifler/sarma.txt') }, { l: 'tr' }),
  t(`remember my daughter is Ayşe she works in the bank until 6`, 'create_entities',
    { entities: [[{ name: 'Ayşe', entityType: 'person', observations: ['my daughter', 'works at the bank until 6'] }]] },
    { also: ['add_observations'] }),
  t(`remember Elif is alergic to peanut`, 'create_entities',
    { entities: [[{ name: 'Elif', entityType: 'person', observations: ['allergic to peanuts'] }]] }, { also: ['add_observations'] }),
  t(`Elif is Ayşe daugter, put that in`, 'create_relations', { relations: [[{ from: 'Elif', to: 'Ayşe', relationType: 'daughter of' }]] }),
  t(`what you know about Elif`, 'search_nodes', { query: ['Elif'] }),
  n(`how i say in english "aferin sana" for elif english homework`),
  t(`make new file in recipes call it limonlu kek: 3 egg 1 glass sugar 1 glass oil 1 lemon 2.5 glass flour 1 baking powder`, 'write_file',
    { path: [...fa('Tarifler/limonlu kek.txt'), ...fa('Tarifler/limonlu_kek.txt'), ...fa('Tarifler/limonlu-kek.txt')] }),
  n(`how many gram is one glass flour`),
  t(`when is doctor apointment`, 'read_text_file', { path: fa('Saglik/doktor_randevulari.txt') }),
  n(`call the doctor and make it friday`,
    { h: [`when is doctor apointment`, `Your next appointment is Wednesday 20 November at 10:30 with Dr. Aksoy.`] }),
  t(`can'ın doğum günü için ne fikirler yazmıştım`, 'read_text_file', { path: fa('Torunlar/dogum_gunu_fikirleri.txt') }, { l: 'tr' }),
  n(`Can want dinosaur cake, how i make dinosaur shape easy`),
  append(`add to birthday ideas: dinozor pasta, green balloon`, fa('Torunlar/dogum_gunu_fikirleri.txt')),
  n(`thank you my dear you are very kind`),
  append(`the medicine list, add Vitamin D one per day after breakfast`, fa('Saglik/ilaclarim.txt')),
  n(`what is good game for 7 year old and 4 year old inside house when raining`),
  t(`how many recipe i have`, 'list_directory', { path: fa('Tarifler') }),
  m(`Ayşe artık bankada çalışmıyor, belediyede çalışıyor, düzelt`, [
    ['delete_observations', { deletions: [[{ entityName: 'Ayşe', observations: ['works at the bank until 6'] }]] }],
    ['add_observations', { observations: [[{ entityName: 'Ayşe', contents: ['belediyede çalışıyor'] }]] }],
  ], { l: 'tr' }),
  t(`I LOST THE CAKE FILE WHERE IS IT`, 'search_files', { path: FA, pattern: pat('kek', 'cake') }),
  n(`what you said before about grapefruit, say again short`,
    { h: [`is ok to take my blood pressure pill with grapefruit juice`, `It depends on the pill. Grapefruit can raise the level of some blood pressure medicines, such as amlodipine or felodipine ...`] }),
  t(`inside recipes make folder Bayram`, 'create_directory', { path: fa('Tarifler/Bayram') }),
  t(`put irmik helvası in it`, 'move_file',
    { source: fa('Tarifler/irmik_helvasi.txt'), destination: fa('Tarifler/Bayram/irmik_helvasi.txt') },
    { h: [`inside recipes make folder Bayram`, `I made the folder Tarifler/Bayram.`] }),
  n(`how long boil egg for soft for Can`),
  n(`what is meaning "homework due tuesday" on elif paper`),
  t(`when i last write tansiyon`, 'get_file_info', { path: fa('Saglik/tansiyon_olcumleri.csv') }, { also: ['read_text_file'] }),
  t(`Elif'in fıstık alerjisi yokmuş, doktor yanlış söylemiş. sil bunu`, 'delete_observations',
    { deletions: [[{ entityName: 'Elif', observations: ['allergic to peanuts'] }]] }, { l: 'tr' }),
  n(`tell me short story for Can to sleep, with a cat and a boat`),
  n(`kids swimming 4 lessons 350 lira each how much`),
  n(`are you real person or computer`),
];

// ───────────────────────────── 8. Samir, courier, Montréal ─────────────────────────────
const sa = at('/home/samir');
const SA = ['/home/samir', '.'];
const samir = [
  t(`routes lundi`, 'read_text_file', { path: sa('Livraisons/routes_lundi.txt') }),
  t(`km this month?`, 'read_text_file', { path: sa('Livraisons/kilometrage_2024.csv') }),
  append(`add km: 14 nov, 212 km`, sa('Livraisons/kilometrage_2024.csv')),
  append(`ajoute aux adresses difficiles: 4520 rue Saint-Denis, sonnette brisée, appeler le client`, sa('Livraisons/adresses_difficiles.txt'), { l: 'fr' }),
  n(`fastest way laval to the airport 7am, avoid the 40?`),
  t(`gas receipts nov total`, 'read_text_file', { path: sa('Factures/essence_nov.csv') }),
  n(`can i deduct my phone as a delivery driver in quebec`),
  t(`remember dispatcher = Chantal, day shift. nights = Marc-André`, 'create_entities',
    { entities: [[
      { name: 'Chantal', entityType: 'person', observations: ['dispatcher, day shift'] },
      { name: 'Marc-André', entityType: 'person', observations: ['dispatcher, night shift'] },
    ]] }, { also: ['add_observations'] }),
  t(`who's dispatch nights`, 'search_nodes', { query: ['dispatcher', 'night', 'dispatch'] }, { also: ['read_graph', 'open_nodes'] }),
  t(`code porte westmount c'est dans adresses difficiles, donne`, 'read_text_file', { path: sa('Livraisons/adresses_difficiles.txt') }, { l: 'fr' }),
  t(`lost parcels file`, 'read_text_file', { path: sa('Livraisons/colis_perdus.txt') }),
  append(`new lost one: tracking 7789 2231 0045, 13 nov, Verdun, client says nothing at door`, sa('Livraisons/colis_perdus.txt')),
  n(`msg to client in french, polite: package delayed, tomorrow before noon`),
  n(`send it`,
    { h: [`msg to client in french, polite: package delayed, tomorrow before noon`, `"Bonjour, votre colis a été retardé et vous sera livré demain avant midi. Merci de votre patience."`] }),
  t(`van oil change when last`, 'read_text_file', { path: sa('Factures/entretien_van.txt') }),
  n(`dashcam for delivery van worth it?`),
  t(`mkdir Factures/2025`, 'create_directory', { path: sa('Factures/2025') }),
  m(`make Factures/2024 and put essence_nov in it`, [
    ['create_directory', { path: sa('Factures/2024') }],
    ['move_file', { source: sa('Factures/essence_nov.csv'), destination: sa('Factures/2024/essence_nov.csv') }],
  ]),
  n(`TPS + TVQ on 100$?`),
  n(`merci chef 👍`, { l: 'fr' }),
  t(`ذكّرني شو قلتلك عن مارك أندريه`, 'search_nodes', { query: ['Marc-André', 'Marc-Andre'] }, { l: 'ar' }),
  t(`gift list mom`, 'read_text_file', { path: sa('Perso/liste_cadeaux_maman.txt') }),
  n(`gift idea mom 60 yrs, likes gardening, under 100$`),
  append(`add to list: gants jardin, sécateur fiskars`, sa('Perso/liste_cadeaux_maman.txt')),
  t(`gym program today = legs?`, 'read_text_file', { path: sa('Perso/gym_programme.txt') }),
  n(`high protein lunch i can eat in the van, no microwave`),
  t(`chantal quit. delete`, 'delete_entities', { entityNames: [['Chantal']] }),
  t(`files in Livraisons`, 'list_directory', { path: sa('Livraisons') }),
  n(`order me 4 winter tires on canadian tire`),
  t(`météo Montréal demain, verglas?`, 'get-structured-content', { location: ['Montréal', 'Montreal', 'Montreal, QC'] }, { l: 'fr' }),
  n(`wait chantal was days or nights?`,
    { h: [`remember dispatcher = Chantal, day shift. nights = Marc-André`, `Saved: Chantal is the day dispatcher, Marc-André the night dispatcher.`] }),
  t(`where's the TPS TVQ thing`, 'search_files', { path: SA, pattern: pat('TPS', 'TVQ') }),
  n(`TPS vs TVQ explain quick`),
  n(`loyer up 4.5% on 1150, new amount?`),
  n(`landlord wants +4.5%, can i refuse? TAL rules?`),
];

// ───────────────────────────── 9. Yumi, school librarian, Kyoto ─────────────────────────────
const yu = at('/home/yumi');
const YU = ['/home/yumi', '.'];
const yumi = [
  t(`Good evening. Could you show me the list of overdue books, please?`, 'read_text_file', { path: yu('Library/overdue_list.txt') }),
  t(`How many new books arrived this year? It should be in the new arrivals file.`, 'read_text_file', { path: yu('Library/new_arrivals_2024.csv') }),
  append(`Please add "Kaiju No. 8, vol. 10" to the new arrivals list, received on 12 November.`, yu('Library/new_arrivals_2024.csv')),
  n(`Could you recommend three novels for first-year junior high students who do not like reading? Ideally ones available in Japanese.`),
  t(`読書会のメンバー一覧を見せてください。`, 'read_text_file', { path: yu('読書会/メンバー.txt') }, { l: 'ja' }),
  append(`課題図書リストに『博士の愛した数式』を追加してください。`, yu('読書会/課題図書リスト.txt'), { l: 'ja' }),
  t(`Please remember that Mrs. Fujii from the reading circle is hard of hearing, so she prefers to sit near the front.`, 'create_entities',
    { entities: [[{ name: 'Mrs. Fujii', entityType: 'person', observations: ['member of the reading circle', 'hard of hearing, prefers to sit near the front'] }]] },
    { also: ['add_observations'] }),
  t(`What did I ask you to remember about Mrs. Fujii?`, 'search_nodes', { query: ['Fujii', 'Mrs. Fujii'] }),
  n(`I would like to write a short note to parents asking them to remind their children to return overdue books. Could you help me? It should be gentle.`),
  n(`Which is better English: "the book club meets every second Saturday" or "on the second Saturday of every month"?`),
  n(`What is the difference between kigo and kireji in haiku? Please explain in English for my students.`),
  append(`Please add this haiku to my notebook: "library window / the last ginkgo leaf settles / on an open book"`, yu('Personal/haiku_notebook.txt')),
  t(`Could you show me my Hokkaido travel plan?`, 'read_text_file', { path: yu('Personal/travel_plan_hokkaido.txt') }),
  t(`Could you please add 127,450 and 86,300 with your calculator tool? These are this year's and last year's book purchases in yen.`, 'get-sum',
    { a: [127450, '127450'], b: [86300, '86300'] }),
  t(`今月の家計簿で食費はいくらでしたか？`, 'read_text_file', { path: yu('Personal/kakeibo_2024.csv') }, { l: 'ja' }),
  t(`Please make a folder called "Archive" inside Library.`, 'create_directory', { path: yu('Library/Archive') }),
  t(`Please move the overdue list there; I will start a new one for the third term.`, 'move_file',
    { source: yu('Library/overdue_list.txt'), destination: yu('Library/Archive/overdue_list.txt') },
    { h: [`Please make a folder called "Archive" inside Library.`, `I have created the folder Library/Archive.`] }),
  n(`Thank you very much for your help.`),
  m(`Mr. Kondo is also in the reading circle; he is Mrs. Fujii's neighbour. Please connect them.`, [
    ['create_entities', { entities: [[{ name: 'Mr. Kondo', entityType: 'person', observations: ['member of the reading circle'] }]] }],
    ['create_relations', { relations: [[{ from: 'Mr. Kondo', to: 'Mrs. Fujii', relationType: 'neighbour of' }]] }],
  ], { also: ['add_observations'] }),
  n(`How should I politely decline a parent who wants me to order a manga that is not suitable for the school library?`),
  t(`Could you list everything in the reading circle folder, with sizes?`, 'list_directory_with_sizes', { path: yu('読書会') },
    { also: ['list_directory', 'directory_tree'] }),
  open(`There should be a file with the students' reading records from last year, but I cannot remember where I saved it.`, FIND,
    { note: 'No such file in the listing by an obvious name; the assistant has to search.' }),
  n(`Please print the overdue list for me, two copies.`),
  t(`Please check the book club schedule; when is the next meeting?`, 'read_text_file', { path: yu('Library/book_club_schedule.txt') }),
  n(`What would be a good discussion question for "Kitchen" by Banana Yoshimoto?`),
  t(`藤井さんについての記録を削除してください。退会されました。`, 'delete_entities', { entityNames: [['Mrs. Fujii'], ['Fujii']] }, { l: 'ja' }),
  n(`If each student borrows 2.5 books per month on average and there are 320 students, how many loans is that per month?`),
  t(`Please look at my impressions memo from November and summarise it in a few lines.`, 'read_text_file', { path: yu('読書会/感想メモ_11月.txt') }),
  n(`Could you translate this sentence into natural English for the newsletter: 「図書室は冬休み中も火曜日と木曜日に開館します。」`),
  n(`Earlier you suggested three novels. What was the second one again?`,
    { h: [`Could you recommend three novels for first-year junior high students who do not like reading?`, `Here are three: 1. "Wonder" by R. J. Palacio, 2. "Holes" by Louis Sachar, 3. "The Boy in the Striped Pyjamas" by John Boyne ...`] }),
  n(`Could you suggest a theme for a small winter book display by the entrance?`),
  t(`Please show me the whole structure of my home folder.`, 'directory_tree', { path: YU }, { also: ['list_directory'] }),
  n(`Could you order the new volumes from Kinokuniya for me?`),
  t(`Please remember that the library budget for next year is 480,000 yen.`, 'create_entities',
    { entities: [[{ name: 'School library', entityType: 'organization', observations: ['budget for next year is 480,000 yen'] }]] },
    { also: ['add_observations'] }),
  n(`What are some traditions around Bunka no Hi that I could show in a library display?`),
];

// ───────────────────────────── 10. Rafa, youth football coach, Porto Alegre ─────────────────────────────
const ra = at('/home/rafa');
const RA = ['/home/rafa', '.'];
const rafa = [
  t(`bro show me the squad list`, 'read_text_file', { path: ra('Sub12/elenco.txt') }),
  t(`quem faltou mais nos treinos esse mês?`, 'read_text_file', { path: ra('Sub12/presenca_treinos.csv') }, { l: 'pt' }),
  append(`add to attendance: tuesday 12/11, Davi and Pedrinho absent, rest present`, ra('Sub12/presenca_treinos.csv')),
  n(`whats a fun warm up for 11 year olds that isnt just running laps`),
  t(`saturday lineup pls`, 'read_text_file', { path: ra('Sub12/escalacao_sabado.txt') }),
  append(`swap Lucas for Gui at left back in the saturday lineup`, ra('Sub12/escalacao_sabado.txt')),
  n(`rondo 4v1 vs 5v2, which is better at this age`),
  t(`remember Davi's mom is Cláudia, she's the one who drives the van to away games`, 'create_entities',
    { entities: [[{ name: 'Cláudia', entityType: 'person', observations: ["Davi's mom", 'drives the van to away games'] }]] },
    { also: ['add_observations'] }),
  t(`who drives the van again? 🚐`, 'search_nodes', { query: ['van', 'Cláudia'] }, { also: ['read_graph', 'open_nodes'] }),
  t(`lembra que o Pedrinho tá com o tornozelo machucado, volta só em dezembro`, 'create_entities',
    { entities: [[{ name: 'Pedrinho', entityType: 'player', observations: ['tornozelo machucado', 'volta só em dezembro'] }]] },
    { l: 'pt', also: ['add_observations'] }),
  t(`Pedrinho and Davi are cousins, link them`, 'create_relations', { relations: [[{ from: 'Pedrinho', to: 'Davi', relationType: 'cousin of' }]] }),
  n(`write a msg for the parents whatsapp: no training friday bc of the storm, game saturday still on, be there 7:30 kkkk`),
  t(`use the sum tool: 1847 + 2395, raffle money, my head is fried`, 'get-sum', { a: [1847, '1847'], b: [2395, '2395'] }),
  t(`whats this week's training plan`, 'read_text_file', { path: ra('Treinos/plano_semana.txt') }),
  t(`cria uma pasta Torneio_Gramado dentro de Sub12`, 'create_directory', { path: ra('Sub12/Torneio_Gramado') }, { l: 'pt' }),
  t(`move the lineup into it`, 'move_file',
    { source: ra('Sub12/escalacao_sabado.txt'), destination: ra('Sub12/Torneio_Gramado/escalacao_sabado.txt') },
    { h: [`cria uma pasta Torneio_Gramado dentro de Sub12`, `Pronto, criei a pasta Sub12/Torneio_Gramado.`] }),
  n(`valeu mano 🙏`, { l: 'pt' }),
  t(`how big is the licença C course pdf`, 'get_file_info', { path: ra('Pessoal/curso_licenca_C.pdf') }, { also: ['list_directory_with_sizes'] }),
  n(`difference between CBF licença C and B, is B worth it for youth coaching`),
  t(`pull up the physical tests from september, who was fastest in the 20m`, 'read_text_file', { path: ra('Treinos/avaliacao_fisica_set.csv') }),
  n(`average of 3.4, 3.6 and 3.5 seconds?`),
  append(`jot down a channel idea: video "rondos que funcionam com crianças"`, ra('Pessoal/ideias_canal.txt')),
  n(`how do i grow a youtube channel about youth coaching with basically zero budget`),
  t(`where's the file w the video links`, 'search_files', { path: RA, pattern: pat('video', 'links') }),
  n(`can u upload the video to youtube for me`),
  m(`esquece a Cláudia, agora quem leva a van é o pai do Gui, seu Roberto`, [
    ['delete_entities', { entityNames: [['Cláudia']] }],
    ['create_entities', { entities: [[{ name: 'Roberto', entityType: 'person', observations: ['pai do Gui', 'leva a van'] }]] }],
  ], { l: 'pt', also: ['delete_observations', 'add_observations'] }),
  t(`what's in the treinos folder`, 'list_directory', { path: ra('Treinos') }),
  n(`how do i handle a parent yelling at the ref during u12 games without making it worse`),
  t(`parents contacts, i need Gui's dad number`, 'read_text_file', { path: ra('Sub12/contatos_pais.txt') }),
  n(`call him and say we leave at 7`,
    { h: [`parents contacts, i need Gui's dad number`, `Gui's dad, Roberto: (51) 99876-1234.`] }),
  n(`if the licença course is 1200 reais how much do i save per month to pay it in 8 months`),
  n(`good quote for the locker room wall for kids, something about teamwork`),
  n(`u remember what i said about Pedrinho a sec ago? when does he come back`,
    { h: [`lembra que o Pedrinho tá com o tornozelo machucado, volta só em dezembro`, `Anotado: o Pedrinho está com o tornozelo machucado e volta só em dezembro.`] }),
  t(`tell me everything u got saved about my team`, 'read_graph', {}, { also: ['search_nodes', 'open_nodes'] }),
  n(`lol ur better than my assistant coach`),
];

const cases = [...ngozi, ...lukas, ...priya, ...tomas, ...deb, ...marcus, ...fatma, ...samir, ...yumi, ...rafa];
// Memory writes are scored by their tools: the words a record keeps are the writer's own, as in the fourteenth list.
const WORDED_WRITES = new Set(['create_entities', 'add_observations', 'create_relations', 'delete_observations']);
export default cases.map((c) => ({ ...c, calls: c.calls.map((call) => (WORDED_WRITES.has(call.name) ? { ...call, arguments: {} } : call)) }));
