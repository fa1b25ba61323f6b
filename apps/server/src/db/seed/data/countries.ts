import { list, parseTable } from "../util.ts";

export interface CountrySeed {
  id: number;
  iso2: string;
  name: string;
  /** EU member state: reverse-charged unless it is the organiser's own country. */
  eu: boolean;
  /** Relative share of the attending companies. */
  weight: number;
  /** Name pools (see names.ts) the people of this country are drawn from. */
  cultures: string[];
  /** The house number comes before the street ("12 High Street") rather than after. */
  numberFirst: boolean;
  telPattern: string;
  postalPattern: string;
  vatPattern: string;
  legalSuffixes: string[];
  cities: string[];
  streets: string[];
}

/** The organiser's country: the only one charged VAT (21%). */
export const ORGANISER_COUNTRY_ISO2 = "NL";
export const ORGANISER_VAT_RATE_BP = 2100;

/*
 * id | iso2 | name | eu | weight | cultures | number first | tel | postal | VAT | legal suffixes (";")
 * Patterns: # a digit, % a digit 1-9, @ a capital letter.
 */
const COUNTRY_TABLE = `
1|AU|Australia|n|8|english|y|+61 % #### ####|%###|ABN ## ### ### ###|Pty Ltd
2|AT|Austria|y|15|german|n|+43 1 ### ####|%###|ATU########|GmbH;e.U.
3|BE|Belgium|y|40|dutch+french|n|+32 % ### ## ##|%###|BE0#########|BV;NV;SRL
4|BR|Brazil|n|5|portuguese|n|+55 11 ####-####|#####-###|CNPJ ##.###.###/0001-##|Ltda.
5|BG|Bulgaria|y|8|balkan|n|+359 2 ### ####|%###|BG#########|EOOD;OOD
6|CA|Canada|n|12|english+french|y|+1 416 ### ####|@#@ #@#|BN #########RT0001|Inc.;Ltd.
7|CN|China|n|20|chinese|n|+86 755 #### ####|%#####|91440300########@@|Co., Ltd.
8|HR|Croatia|y|6|balkan|n|+385 1 ### ####|%####|HR###########|d.o.o.
9|CY|Cyprus|y|5|greek|n|+357 22 ######|%###|CY########@|Ltd
10|CZ|Czech Republic|y|15|czech|n|+420 2## ### ###|%## ##|CZ########|s.r.o.
11|DK|Denmark|y|15|nordic|n|+45 ## ## ## ##|%###|DK########|ApS;A/S
12|EG|Egypt|n|4|arabic|y|+20 2 #### ####|%####|###-###-###|S.A.E.
13|EE|Estonia|y|5|baltic|n|+372 6## ####|%####|EE#########|OÜ
14|FI|Finland|y|8|finnish|n|+358 9 ### ####|00%##|FI########|Oy
15|FR|France|y|45|french|y|+33 1 ## ## ## ##|%####|FR## #########|SAS;SARL
16|DE|Germany|y|100|german|n|+49 %# ### ####|%####|DE#########|GmbH;GmbH & Co. KG
17|GR|Greece|y|10|greek|n|+30 21# ### ####|%## ##|EL#########|IKE;S.A.
18|HK|Hong Kong|n|25|chinese|y|+852 %### ####||BR ########|Limited;Ltd
19|HU|Hungary|y|10|hungarian|n|+36 1 ### ####|%###|HU########|Kft.
20|IS|Iceland|n|3|nordic|n|+354 5## ####|%##|VSK #####|ehf.
21|IN|India|n|15|indian|y|+91 22 #### ####|%#####|##@@@@@####@%Z#|Pvt. Ltd.
22|IE|Ireland|y|20|irish|y|+353 1 ### ####|D%% @%%%|IE#######@@|Ltd;DAC
23|IL|Israel|n|10|hebrew|n|+972 3 ### ####|%######|51-######-#|Ltd.
24|IT|Italy|y|40|italian|n|+39 02 #### ####|%####|IT###########|S.r.l.;S.p.A.
25|JP|Japan|n|5|japanese|y|+81 3 #### ####|%##-####|T#############|K.K.;Co., Ltd.
26|LV|Latvia|y|5|baltic|n|+371 67 ### ###|LV-%###|LV###########|SIA
27|LT|Lithuania|y|6|baltic|n|+370 5 ### ####|LT-%####|LT#########|UAB
28|LU|Luxembourg|y|4|french+german|y|+352 ## ## ##|L-%###|LU########|S.à r.l.
29|MY|Malaysia|n|6|malay+chinese|y|+60 3 #### ####|%####|W10-####-########|Sdn. Bhd.
30|MT|Malta|y|3|english+italian|y|+356 21## ####|@@@ %###|MT########|Ltd
31|MX|Mexico|n|4|spanish|n|+52 55 #### ####|%####|@@@######@@#|S.A. de C.V.
32|NL|Netherlands|y|110|dutch|n|+31 %# ### ####|%### @@|NL#########B01|B.V.
33|NZ|New Zealand|n|3|english|y|+64 9 ### ####|%###|GST ###-###-###|Limited
34|NG|Nigeria|n|4|nigerian|y|+234 1 ### ####|%#####|TIN ########-####|Ltd
35|NO|Norway|n|10|nordic|n|+47 2# ## ## ##|%###|NO#########MVA|AS
36|PK|Pakistan|n|4|pakistani|y|+92 21 #### ####|%####|NTN #######-#|(Pvt.) Ltd.
37|PL|Poland|y|35|polish|n|+48 22 ### ## ##|%#-###|PL##########|Sp. z o.o.
38|PT|Portugal|y|15|portuguese|n|+351 21# ### ###|%###-###|PT#########|Lda.
39|RO|Romania|y|12|romanian|n|+40 21 ### ####|%#####|RO########|S.R.L.
40|SA|Saudi Arabia|n|5|arabic|y|+966 11 ### ####|%####|3#############3|LLC
41|RS|Serbia|n|5|balkan|n|+381 11 ### ####|%####|PIB #########|d.o.o.
42|SG|Singapore|n|12|chinese+malay+indian|y|+65 6### ####|%#####|M%-#######-#|Pte. Ltd.
43|SK|Slovakia|y|6|czech|n|+421 2 #### ####|%## ##|SK##########|s.r.o.
44|SI|Slovenia|y|5|balkan|n|+386 1 ### ## ##|%###|SI########|d.o.o.
45|ZA|South Africa|n|8|english+afrikaans|y|+27 11 ### ####|%###|VAT 4#########|(Pty) Ltd
46|KR|South Korea|n|4|korean|y|+82 2 #### ####|%####|###-##-#####|Co., Ltd.
47|ES|Spain|y|40|spanish|n|+34 91# ### ###|%####|ESB########|S.L.
48|SE|Sweden|y|20|nordic|n|+46 8 ### ### ##|%## ##|SE##########01|AB
49|CH|Switzerland|n|18|german+french+italian|n|+41 44 ### ## ##|%###|CHE-###.###.### MWST|AG;GmbH;SA
50|TW|Taiwan|n|5|chinese|y|+886 2 #### ####|%##|########|Co., Ltd.
51|TR|Turkey|n|18|turkish|n|+90 212 ### ## ##|%####|##########|Ltd. Şti.;A.Ş.
52|UA|Ukraine|n|6|ukrainian|n|+380 44 ### ####|%####|############|LLC
53|AE|United Arab Emirates|n|30|arabic+indian|y|+971 4 ### ####||TRN 100#########0003|FZE;LLC;DMCC
54|GB|United Kingdom|n|90|english|y|+44 20 #### ####|@@%% %@@|GB### #### ##|Ltd
55|US|United States|n|55|english+spanish|y|+1 %## %## ####|%####|EIN ##-#######|Inc.;LLC;Corp.
`;

/* iso2 | cities | streets (both ",") */
const PLACE_TABLE = `
AU|Sydney, Melbourne, Brisbane, Perth|George Street, Pacific Highway, Collins Street, Parramatta Road
AT|Vienna, Graz, Linz, Salzburg|Mariahilfer Straße, Industriestraße, Wiener Straße, Hauptplatz
BE|Antwerp, Brussels, Ghent, Mechelen, Liège|Industrieweg, Rue de la Loi, Noorderlaan, Kortrijksesteenweg
BR|São Paulo, Curitiba, Campinas|Avenida Paulista, Rua Augusta, Avenida Brasil
BG|Sofia, Plovdiv, Varna|Tsarigradsko Shose, Vitosha Boulevard, Bulgaria Boulevard
CA|Toronto, Montreal, Vancouver, Mississauga|King Street West, Rue Sherbrooke, Dundas Street, Airport Road
CN|Shenzhen, Shanghai, Guangzhou, Beijing|Huaqiang North Road, Nanjing Road, Tianhe Road, Zhongguancun Street
HR|Zagreb, Split, Rijeka|Ilica, Savska cesta, Radnička cesta
CY|Limassol, Nicosia, Larnaca|Makarios Avenue, Spyrou Kyprianou, Arch. Makariou III
CZ|Prague, Brno, Ostrava|Národní, Vinohradská, Průmyslová, Masarykova
DK|Copenhagen, Aarhus, Odense|Vesterbrogade, Industrivej, Strandvejen
EG|Cairo, Alexandria|Tahrir Street, Salah Salem Road, El Horreya Road
EE|Tallinn, Tartu|Pärnu maantee, Narva maantee, Tartu maantee
FI|Helsinki, Espoo, Tampere|Mannerheimintie, Teollisuuskatu, Hämeenkatu
FR|Paris, Lyon, Marseille, Lille, Toulouse|Rue de Rivoli, Avenue de la République, Rue du Commerce, Boulevard Haussmann
DE|Berlin, Hamburg, Munich, Frankfurt am Main, Düsseldorf, Cologne, Stuttgart|Industriestraße, Hauptstraße, Gewerbestraße, Lindenstraße, Hafenstraße
GR|Athens, Thessaloniki, Piraeus|Leoforos Kifisias, Egnatia, Syngrou Avenue
HK|Kwun Tong, Kowloon Bay, Sheung Wan, Wan Chai|Hoi Bun Road, Wang Kwong Road, Des Voeux Road Central, Hennessy Road
HU|Budapest, Debrecen, Győr|Váci út, Andrássy út, Üllői út
IS|Reykjavík, Kópavogur|Laugavegur, Borgartún, Smiðjuvegur
IN|Mumbai, Bengaluru, New Delhi, Chennai|Nehru Place, MG Road, Andheri East Link Road, Anna Salai
IE|Dublin, Cork, Galway, Limerick|Harcourt Street, Grand Canal Quay, Patrick Street, Eyre Square
IL|Tel Aviv, Petah Tikva, Haifa|Rothschild Boulevard, HaBarzel Street, Jabotinsky Road
IT|Milan, Rome, Turin, Bologna, Padua|Via Roma, Corso Venezia, Via dell'Industria, Via Emilia
JP|Tokyo, Osaka, Yokohama|Akihabara Chuo-dori, Shinjuku Dori, Midosuji
LV|Riga, Jelgava|Brīvības iela, Krasta iela, Ganību dambis
LT|Vilnius, Kaunas|Gedimino prospektas, Savanorių prospektas, Laisvės alėja
LU|Luxembourg, Esch-sur-Alzette|Route d'Arlon, Boulevard Royal, Rue de l'Industrie
MY|Kuala Lumpur, Penang, Petaling Jaya|Jalan Sultan Ismail, Jalan Ampang, Lebuh Pantai
MT|Valletta, Birkirkara, Mosta|Triq il-Kbira, Republic Street, Triq l-Industrija
MX|Mexico City, Guadalajara, Monterrey|Paseo de la Reforma, Avenida Insurgentes, Avenida Vallarta
NL|Amsterdam, Rotterdam, Utrecht, Eindhoven, Venlo, Den Haag, Breda|Keizersgracht, Industrieweg, Stationsweg, Havenstraat, Transportweg
NZ|Auckland, Wellington, Christchurch|Queen Street, Lambton Quay, Great South Road
NG|Lagos, Abuja|Allen Avenue, Adeola Odeku Street, Ikorodu Road
NO|Oslo, Bergen, Trondheim|Karl Johans gate, Drammensveien, Industriveien
PK|Karachi, Lahore, Islamabad|Shahrah-e-Faisal, Mall Road, Jinnah Avenue
PL|Warsaw, Kraków, Wrocław, Poznań, Gdańsk|ul. Marszałkowska, ul. Przemysłowa, ul. Długa, al. Jerozolimskie
PT|Lisbon, Porto, Braga|Avenida da Liberdade, Rua Augusta, Rua de Santa Catarina
RO|Bucharest, Cluj-Napoca, Timișoara|Bulevardul Unirii, Calea Victoriei, Strada Fabricii
SA|Riyadh, Jeddah, Dammam|King Fahd Road, Olaya Street, Prince Sultan Road
RS|Belgrade, Novi Sad|Knez Mihailova, Bulevar Mihajla Pupina, Industrijska
SG|Singapore|Ubi Avenue 1, Kallang Way, Tai Seng Street, Changi South Lane
SK|Bratislava, Košice|Mlynské nivy, Priemyselná, Hlavná
SI|Ljubljana, Maribor|Dunajska cesta, Slovenska cesta, Tržaška cesta
ZA|Johannesburg, Cape Town, Durban|Jan Smuts Avenue, Long Street, Rivonia Road
KR|Seoul, Busan, Incheon|Teheran-ro, Yongsan Electronics Street, Gangnam-daero
ES|Madrid, Barcelona, Valencia, Seville, Málaga|Calle Mayor, Avinguda Diagonal, Calle de Alcalá, Polígono Industrial
SE|Stockholm, Gothenburg, Malmö|Drottninggatan, Kungsgatan, Industrigatan
CH|Zurich, Geneva, Basel, Lugano|Bahnhofstrasse, Rue du Rhône, Industriestrasse, Via Nassa
TW|Taipei, Taichung, Hsinchu|Bade Road, Zhongxiao East Road, Guangfu Road
TR|Istanbul, Ankara, Izmir|Büyükdere Caddesi, Atatürk Bulvarı, İstiklal Caddesi
UA|Kyiv, Lviv, Kharkiv|Khreshchatyk, Prospekt Peremohy, Shevchenka Street
AE|Dubai, Sharjah, Abu Dhabi|Sheikh Zayed Road, Al Maktoum Road, Jebel Ali Free Zone, Dubai Silicon Oasis
GB|London, Manchester, Birmingham, Reading, Leeds, Bristol|High Street, Station Road, Park Lane, Mill Lane, Commercial Road
US|New York, Miami, Dallas, Chicago, San Jose, Atlanta|Main Street, Commerce Drive, Industrial Parkway, Market Street, Technology Drive
`;

function buildCountries(): CountrySeed[] {
  const places = new Map(
    parseTable(PLACE_TABLE, 3, "places").map(([iso2, cities, streets]) => [
      iso2 ?? "",
      { cities: list(cities ?? ""), streets: list(streets ?? "") },
    ]),
  );
  return parseTable(COUNTRY_TABLE, 11, "countries").map((cells) => {
    const [id, iso2, name, eu, weight, cultures, numberFirst, tel, postal, vat, suffixes] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const place = places.get(iso2);
    if (!place) throw new Error(`No places for ${iso2}`);
    return {
      id: Number(id),
      iso2,
      name,
      eu: eu === "y",
      weight: Number(weight),
      cultures: cultures.split("+"),
      numberFirst: numberFirst === "y",
      telPattern: tel,
      postalPattern: postal,
      vatPattern: vat,
      legalSuffixes: suffixes.split(";"),
      ...place,
    };
  });
}

export const COUNTRY_SEEDS: readonly CountrySeed[] = buildCountries();

/** The id of a seeded country by its ISO code. */
export function countryId(iso2: string): number {
  const country = COUNTRY_SEEDS.find((candidate) => candidate.iso2 === iso2);
  if (!country) throw new Error(`No seeded country ${iso2}`);
  return country.id;
}
