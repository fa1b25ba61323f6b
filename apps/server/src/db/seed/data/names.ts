import { list, parseTable } from "../util.ts";

/* culture | given names | family names (both ",") */
const NAME_TABLE = `
dutch|Jan, Pieter, Sanne, Eva, Daan, Lotte, Thijs, Femke, Bram, Anouk, Joost, Marieke, Ruben, Sophie, Koen, Lieke, Wouter, Inge, Maarten, Esther|de Vries, Jansen, van den Berg, Bakker, Visser, Smit, Meijer, de Boer, Mulder, de Groot, Bos, Vos, Peters, Hendriks, van Leeuwen, Dekker, Brouwer, de Wit, Dijkstra, Kok
german|Thomas, Stefan, Andreas, Julia, Katrin, Michael, Sabine, Markus, Claudia, Jens, Tobias, Anja, Florian, Nicole, Matthias, Birgit, Sebastian, Lena, Uwe, Jörg|Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Koch, Richter, Klein, Wolf, Schröder, Neumann, Zimmermann, Krüger, Hartmann, Lange
french|Pierre, Julien, Camille, Nicolas, Céline, Antoine, Élodie, Mathieu, Sandrine, Guillaume, Aurélie, Sébastien, Chloé, Olivier, Manon, Laurent, Nathalie, Hugo, Isabelle, François|Martin, Bernard, Dubois, Thomas, Robert, Richard, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefèvre, Michel, Garcia, Fontaine, Rousseau, Girard, Bonnet, Lambert
english|James, Oliver, Emma, Charlotte, Daniel, Sarah, Matthew, Rachel, Andrew, Laura, Richard, Hannah, Christopher, Emily, David, Jessica, Mark, Victoria, Paul, Rebecca|Smith, Jones, Taylor, Brown, Williams, Wilson, Johnson, Davies, Robinson, Wright, Thompson, Evans, Walker, White, Roberts, Green, Hall, Wood, Clarke, Hughes
irish|Seán, Ciarán, Aoife, Niamh, Conor, Siobhán, Declan, Róisín, Eoin, Orla, Darragh, Sinéad, Cathal, Gráinne, Pádraig, Clodagh, Fionn, Mairéad, Colm, Aisling|Murphy, Kelly, O'Sullivan, Walsh, O'Brien, Byrne, Ryan, O'Connor, O'Neill, Doyle, McCarthy, Gallagher, Doherty, Kennedy, Lynch, Quinn, Brennan, Fitzgerald, Nolan, Keane
italian|Marco, Giulia, Luca, Francesca, Alessandro, Chiara, Matteo, Federica, Lorenzo, Valentina, Andrea, Silvia, Davide, Elena, Simone, Martina, Giorgio, Paola, Stefano, Roberta|Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti
spanish|Javier, Lucía, Carlos, María, Alejandro, Carmen, Pablo, Laura, Miguel, Ana, Sergio, Marta, Diego, Elena, Álvaro, Cristina, Raúl, Paula, Fernando, Isabel|García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, Martín, Jiménez, Ruiz, Hernández, Díaz, Moreno, Muñoz, Álvarez, Romero, Navarro, Torres
portuguese|João, Ana, Pedro, Mariana, Tiago, Inês, Rui, Beatriz, Miguel, Catarina, Ricardo, Sofia, Bruno, Rita, André, Carla, Nuno, Joana, Paulo, Fernanda|Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Jesus, Sousa, Fernandes, Gonçalves, Gomes, Lopes, Marques, Alves, Almeida, Ribeiro, Pinto, Carvalho
polish|Piotr, Anna, Krzysztof, Katarzyna, Tomasz, Magdalena, Paweł, Agnieszka, Marcin, Joanna, Michał, Monika, Łukasz, Ewa, Jakub, Aleksandra, Grzegorz, Karolina, Wojciech, Marta|Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński, Szymański, Woźniak, Dąbrowski, Kozłowski, Jankowski, Mazur, Kwiatkowski, Krawczyk, Piotrowski, Grabowski, Nowakowski, Pawłowski
nordic|Erik, Anders, Ingrid, Lars, Karin, Magnus, Sofie, Henrik, Maja, Johan, Astrid, Mikkel, Linnea, Nils, Freja, Björn, Sigrid, Oskar, Emma, Kristian|Andersson, Johansson, Karlsson, Nilsson, Hansen, Jensen, Nielsen, Larsen, Olsen, Pedersen, Lindqvist, Berg, Eriksson, Dahl, Holm, Lund, Sørensen, Halvorsen, Bakke, Strand
finnish|Mikko, Anna, Juha, Laura, Antti, Sanna, Jukka, Heidi, Ville, Johanna, Timo, Riikka, Janne, Katja, Petri, Elina, Sami, Hanna, Matti, Noora|Korhonen, Virtanen, Mäkinen, Nieminen, Mäkelä, Hämäläinen, Laine, Heikkinen, Koskinen, Järvinen, Lehtonen, Lehtinen, Saarinen, Salminen, Heinonen, Niemi, Heikkilä, Kinnunen, Salonen, Turunen
czech|Jan, Petr, Lucie, Tomáš, Kateřina, Martin, Veronika, Jakub, Tereza, Pavel, Markéta, Ondřej, Barbora, Lukáš, Eva, Jiří, Michaela, Marek, Zuzana, Radek|Novák, Svoboda, Novotný, Dvořák, Černý, Procházka, Kučera, Veselý, Horák, Němec, Pokorný, Marek, Pospíšil, Hájek, Král, Jelínek, Růžička, Beneš, Fiala, Sedláček
hungarian|László, Zsófia, Gábor, Eszter, Péter, Katalin, Balázs, Anna, Zoltán, Réka, Attila, Judit, Tamás, Krisztina, Dávid, Nóra, István, Orsolya, Ádám, Dóra|Nagy, Kovács, Tóth, Szabó, Horváth, Varga, Kiss, Molnár, Németh, Farkas, Balogh, Papp, Takács, Juhász, Lakatos, Mészáros, Oláh, Simon, Rácz, Fekete
romanian|Andrei, Ioana, Alexandru, Maria, Mihai, Elena, Bogdan, Andreea, Cristian, Raluca, Vlad, Alina, Florin, Diana, Radu, Simona, Adrian, Oana, Ionuț, Corina|Popescu, Ionescu, Popa, Dumitru, Stan, Stoica, Gheorghe, Matei, Ciobanu, Rusu, Munteanu, Constantin, Marin, Tudor, Dinu, Lungu, Neagu, Florea, Barbu, Cristea
greek|Giorgos, Maria, Nikos, Eleni, Dimitris, Katerina, Kostas, Sofia, Yannis, Anna, Panagiotis, Georgia, Christos, Despina, Vasilis, Ioanna, Andreas, Dimitra, Stavros, Angeliki|Papadopoulos, Georgiou, Nikolaidis, Papadakis, Konstantinou, Dimitriou, Ioannou, Vlachos, Christodoulou, Antoniou, Karagiannis, Economou, Alexiou, Makris, Pappas, Athanasiou, Michailidis, Stavrou, Panagiotou, Kyriakou
balkan|Marko, Ivana, Nikola, Ana, Luka, Maja, Stefan, Jelena, Ivan, Petra, Dragan, Milica, Tomislav, Katarina, Goran, Nina, Aleksandar, Tanja, Dimitar, Vesna|Horvat, Kovačević, Babić, Marić, Jovanović, Petrović, Nikolić, Novak, Krajnc, Kovač, Ivanov, Georgiev, Dimitrov, Popović, Đorđević, Pavlović, Knežević, Vidmar, Zupan, Stojanović
baltic|Mārtiņš, Līga, Andris, Ilze, Jānis, Kristīne, Tomas, Rūta, Mindaugas, Eglė, Darius, Ieva, Kaspar, Kadri, Andres, Liis, Raivis, Inga, Aivars, Kristina|Bērziņš, Kalniņš, Ozoliņš, Jansons, Liepa, Kazlauskas, Petrauskas, Jankauskas, Stankevičius, Vasiliauskas, Tamm, Saar, Sepp, Mägi, Kask, Rebane, Kukk, Zariņš, Žukauskas, Butkus
turkish|Mehmet, Ayşe, Mustafa, Fatma, Ahmet, Elif, Emre, Zeynep, Burak, Merve, Can, Selin, Murat, Esra, Kerem, Derya, Oğuz, Ebru, Serkan, Gizem|Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Yıldırım, Öztürk, Aydın, Özdemir, Arslan, Doğan, Kılıç, Aslan, Çetin, Kara, Koç, Kurt, Özkan, Şimşek
arabic|Mohammed, Fatima, Ahmed, Layla, Omar, Noor, Khalid, Mariam, Youssef, Aisha, Hassan, Rania, Tariq, Hana, Faisal, Salma, Karim, Dina, Rami, Yasmin|Al-Mansouri, Haddad, Khoury, Al-Hashimi, Nasser, Saleh, Farouk, Hamdan, Al-Rashid, Mansour, Darwish, Aziz, Bakr, Qasim, Zayed, Khalil, Sabbagh, Othman, Hussein, Jaber
hebrew|Yossi, Noa, Avi, Tamar, Eitan, Shira, Daniel, Maya, Oren, Yael, Ido, Michal, Amit, Neta, Gil, Efrat, Ronen, Hila, Uri, Keren|Cohen, Levi, Mizrahi, Peretz, Biton, Friedman, Avraham, Katz, Azoulay, Ben-David, Shapiro, Goldberg, Rosen, Segal, Weiss, Ashkenazi, Malka, Amar, Klein, Ohana
chinese|Wei, Li Na, Jun, Mei Ling, Hao, Xiu Ying, Kai, Ying, Chen, Jing, Ming, Hui, Tao, Yan, Lei, Fang, Jason, Vivian, Kelvin, Cindy|Wang, Li, Zhang, Liu, Chen, Yang, Huang, Zhao, Wu, Zhou, Xu, Sun, Ma, Zhu, Hu, Lin, Ho, Wong, Chan, Lam
indian|Rahul, Priya, Amit, Ananya, Vikram, Neha, Arjun, Pooja, Sanjay, Kavya, Rohan, Divya, Karan, Sneha, Suresh, Meera, Nikhil, Lakshmi, Anil, Ritu|Sharma, Patel, Singh, Kumar, Gupta, Reddy, Iyer, Nair, Mehta, Shah, Rao, Joshi, Desai, Agarwal, Verma, Kapoor, Menon, Chopra, Bhatia, Pillai
japanese|Hiroshi, Yuki, Takeshi, Akiko, Kenji, Naoko, Daisuke, Haruka, Satoshi, Emi, Kazuki, Mai, Ryo, Aya, Tomohiro, Keiko, Shota, Rina, Makoto, Saki|Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Yoshida, Yamada, Sasaki, Yamaguchi, Matsumoto, Inoue, Kimura, Hayashi, Shimizu, Mori
korean|Min-jun, Ji-woo, Seo-yeon, Do-hyun, Ha-eun, Jae-won, Su-bin, Hyun-woo, Ye-jin, Sung-min, Eun-ji, Tae-yang, Na-rae, Dong-hyun, Hye-jin, Joon-ho, Ji-hye, Sang-woo, Mi-rae, Kyung-soo|Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Lim, Han, Oh, Seo, Shin, Kwon, Hwang, Ahn, Song, Yoo, Hong
malay|Ahmad, Nurul, Muhammad, Siti, Hafiz, Aisyah, Faizal, Farah, Azlan, Nadia, Rizal, Zainab, Imran, Liyana, Syafiq, Amirah, Hakim, Sarah, Irfan, Nabila|Abdullah, Rahman, Ismail, Hassan, Ibrahim, Yusof, Hamid, Aziz, Osman, Salleh, Razak, Ahmad, Mohamad, Zainal, Kassim, Ali, Hussin, Bakar, Jamil, Rashid
nigerian|Chinedu, Ngozi, Oluwaseun, Adaeze, Emeka, Funmilayo, Tunde, Chiamaka, Ifeanyi, Yetunde, Babajide, Amaka, Segun, Folake, Obinna, Kemi, Uche, Bisola, Kunle, Nkechi|Okafor, Adeyemi, Okonkwo, Balogun, Eze, Adebayo, Nwosu, Olawale, Chukwu, Oyelaran, Obi, Afolabi, Onyeka, Bello, Nwachukwu, Ogunleye, Ibekwe, Adeleke, Uzor, Salami
afrikaans|Johan, Annelie, Pieter, Marietjie, Hendrik, Elmarie, Francois, Liezl, Gerrit, Karin, Jaco, Ronel, Willem, Carla, Riaan, Anri, Stefan, Nadia, Deon, Sune|van der Merwe, Botha, Pretorius, du Plessis, Nel, Venter, Steyn, Coetzee, Fourie, le Roux, Joubert, Swanepoel, Kruger, Louw, Erasmus, Jacobs, Marais, Meyer, Visser, de Beer
ukrainian|Oleksandr, Olena, Andriy, Iryna, Dmytro, Natalia, Serhiy, Kateryna, Mykola, Tetiana, Yuriy, Oksana, Volodymyr, Svitlana, Bohdan, Yulia, Taras, Halyna, Vitaliy, Mariya|Shevchenko, Kovalenko, Bondarenko, Tkachenko, Kravchenko, Boyko, Melnyk, Oliynyk, Lysenko, Marchenko, Rudenko, Savchenko, Petrenko, Moroz, Pavlenko, Kovalchuk, Tkachuk, Polishchuk, Levchenko, Hnatyuk
pakistani|Ali, Ayesha, Usman, Sana, Bilal, Hira, Hamza, Mahnoor, Asad, Zara, Fahad, Amna, Saad, Mehwish, Adnan, Iqra, Kamran, Rabia, Waqas, Sadia|Khan, Ahmed, Malik, Hussain, Qureshi, Siddiqui, Chaudhry, Butt, Sheikh, Raza, Mirza, Iqbal, Javed, Akhtar, Aslam, Bhatti, Rana, Abbasi, Shah, Mahmood
`;

export interface NamePool {
  given: string[];
  family: string[];
}

function buildPools(): Map<string, NamePool> {
  const pools = new Map<string, NamePool>();
  for (const [culture, given, family] of parseTable(NAME_TABLE, 3, "names")) {
    pools.set(culture ?? "", { given: list(given ?? ""), family: list(family ?? "") });
  }
  return pools;
}

export const NAME_POOLS: ReadonlyMap<string, NamePool> = buildPools();

/** Every culture, for the share of people whose name does not match their company's country. */
export const ALL_CULTURES: readonly string[] = [...NAME_POOLS.keys()];

export function namePool(culture: string): NamePool {
  const pool = NAME_POOLS.get(culture);
  if (!pool) throw new Error(`Unknown name culture ${culture}`);
  return pool;
}

/** Functions of a company's main contact; the others draw from JOB_FUNCTIONS. */
export const JOB_FUNCTIONS_LEAD = [
  "CEO",
  "Owner",
  "Managing Director",
  "Founder",
  "General Manager",
] as const;
export const JOB_FUNCTIONS = [
  "Sales Manager",
  "Purchasing Manager",
  "Account Manager",
  "Trader",
  "Senior Trader",
  "Sales Director",
  "Head of Purchasing",
  "Business Development Manager",
  "Key Account Manager",
  "Sales Executive",
  "Operations Manager",
  "Logistics Manager",
  "Product Manager",
  "Buyer",
  "Export Manager",
] as const;
