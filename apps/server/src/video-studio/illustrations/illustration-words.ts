/**
 * Which shipped illustration (a Fluent Emoji Flat name) a scene's words call for, in every
 * language the planner reads: English, German, French, Spanish, Portuguese, Italian and Dutch.
 * Words are written as people type them; matching ignores case and accents. A word of four or
 * more letters also matches as the start of a longer word (plurals, "coffees", "Kaffeebohnen"),
 * and one of six or more as its end (German and Dutch compounds: "Ferienwohnung").
 * Earlier lines win ties, so the specific comes before the general.
 */
export const ILLUSTRATION_WORDS: Record<string, string> = {
  "hot-beverage": "coffee espresso cappuccino latte café cafe barista kaffee kaffeehaus cafetería cafeteria caffè caffe koffie koffiebar",
  "teacup-without-handle": "tea matcha tee chá thee",
  croissant: "croissant pastry pastries viennoiserie gebäck gebaeck gebak pasticceria pastelería pastelaria",
  "baguette-bread":
    "bakery bread baker bäckerei baeckerei brot boulangerie panadería panaderia pan padaria pão pao panificio bakkerij brood",
  "birthday-cake":
    "birthday cake cakes geburtstag kuchen torte anniversaire gâteau gateau cumpleaños cumpleanos pastel tarta aniversário aniversario bolo compleanno torta verjaardag taart",
  pizza: "pizza pizzeria",
  hamburger: "burger burgers hamburger",
  sushi: "sushi ramen",
  spaghetti: "pasta spaghetti nudeln pâtes pates",
  "green-salad": "salad salads healthy salat gesund salade sain ensalada saludable salada saudável saudavel insalata sano gezond",
  "fork-and-knife-with-plate":
    "restaurant restaurants dinner lunch menu food meal chef kitchen essen speisen küche kueche abendessen mittagessen gericht repas cuisine dîner diner déjeuner dejeuner comida cena almuerzo cocina refeição refeicao jantar almoço almoco cozinha pranzo cena cucina ristorante eten diner keuken maaltijd",
  "wine-glass": "wine winery vineyard wein weingut vin vino vinho wijn",
  "beer-mug": "beer brewery pub bier brauerei bière biere brasserie cerveza cervecería cerveja birra birrificio brouwerij kroeg",
  "cocktail-glass": "cocktail cocktails bar drinks drink getränke getraenke boissons bebidas bebida bevande drankje drankjes",
  "soft-ice-cream": "ice cream gelato eis eiscreme glace helado sorvete sorvete gelateria ijs",
  "red-apple": "fruit fruits apple obst apfel pomme fruta frutas manzana maçã maca frutta mela fruit appel",
  saxophone: "jazz saxophone saxofon saxophon saxofone sassofono saxofoon blues",
  guitar: "guitar gitarre guitare guitarra chitarra gitaar band rock",
  "musical-keyboard": "piano klavier pianoforte",
  "musical-notes":
    "music song songs concert concerts musik lied konzert musique chanson música musica canción cancion concierto canção cancao concerto muziek liedje optreden",
  headphone: "podcast podcasts headphones playlist kopfhörer kopfhoerer écouteurs ecouteurs auriculares fones cuffie koptelefoon",
  "studio-microphone": "microphone mikrofon micro micrófono microfono microfone karaoke",
  "performing-arts": "theatre theater theatre stage bühne buehne théâtre theatre teatro toneel voorstelling",
  ticket: "ticket tickets tickets eintritt karten billet billets entrada entradas bilhete ingresso biglietto biglietti kaartje kaartjes",
  "party-popper":
    "party parties celebrate celebration festival fest feier feiern fête fete soirée soiree fiesta celebración celebracion festa celebração celebracao feest viering",
  balloon: "balloon ballon globo balão balao palloncino",
  ring: "wedding engagement hochzeit verlobung mariage fiançailles fiancailles boda compromiso casamento noivado matrimonio nozze bruiloft verloving",
  "house-with-garden":
    "home house houses apartment apartments flat property real estate realtor rent balcony garden haus häuser haeuser wohnung immobilie immobilien miete balkon garten maison appartement immobilier loyer balcon jardin casa piso inmueble alquiler balcón balcon jardín apartamento imóvel imovel aluguel varanda jardim appartamento immobile affitto balcone giardino huis woning appartement huur balkon tuin",
  bed: "sleep sleeping bed bedroom schlaf schlafen bett sommeil dormir sueño sueno cama sono dormire letto slaap slapen",
  hotel: "hotel hotels hostel unterkunft hôtel hotel alojamiento hospedagem albergo",
  "beach-with-umbrella":
    "beach vacation holiday holidays summer strand urlaub ferien sommer plage vacances été ete playa vacaciones verano praia férias ferias verão verao spiaggia vacanza vacanze estate vakantie zomer",
  airplane:
    "travel trip flight flights airport fly reise reisen flug flughafen voyage vol vols aéroport aeroport viaje viajar vuelo vuelos aeropuerto viagem voo aeroporto viaggio volo reizen vlucht vliegen",
  "world-map": "map maps karte carte mapa mappa kaart",
  "globe-showing-europe-africa":
    "world global worldwide international globe welt weltweit monde mondial mundo mundial mondo wereld wereldwijd",
  "round-pushpin":
    "location address street visit venue adresse standort straße strasse lieu rue dirección direccion calle ubicación ubicacion endereço endereco rua indirizzo luogo adres straat locatie",
  "snow-capped-mountain":
    "mountain mountains hiking hike alps berg berge wandern alpen montagne randonnée randonnee montaña montana senderismo montanha trilha montagna escursione bergen wandelen",
  camping: "camping tent outdoor outdoors zelt zelten tente acampada campismo tenda kamperen",
  "deciduous-tree":
    "nature forest tree trees park natur wald baum bäume baeume nature forêt foret arbre naturaleza bosque árbol arbol natureza floresta árvore arvore natura bosco albero natuur bos boom",
  "potted-plant": "plant plants garden gardening pflanze pflanzen plante plantes planta plantas pianta piante plant planten",
  tulip:
    "flower flowers florist bouquet blume blumen fleur fleurs fleuriste flor flores floristería floristeria fiore fiori fioraio bloem bloemen",
  "leaf-fluttering-in-wind":
    "eco green sustainable sustainability organic vegan climate nachhaltig nachhaltigkeit bio ökologisch oekologisch klima durable écologique ecologique sostenible ecológico ecologico sustentável sustentavel sostenibile duurzaam biologisch",
  "recycling-symbol": "recycle recycling reuse wiederverwerten recyclage reciclaje reciclar reciclagem riciclo riciclare hergebruik",
  sun: "sun sunny sunshine weather sonne sonnig wetter soleil météo meteo sol soleado clima sole zon zonnig weer",
  snowflake:
    "winter snow cold ski skiing schnee kalt hiver neige froid invierno nieve frío frio inverno neve frio freddo sciare sneeuw koud",
  "dog-face":
    "dog dogs puppy pet pets hund hunde welpe haustier chien chiens chiot perro perros mascota cachorro cão cao animal cane cani hond honden puppy huisdier",
  "cat-face": "cat cats kitten katze katzen chat chats gato gatos gatto gatti kat katten",
  automobile: "car cars drive driving auto autos fahren voiture voitures conduire coche coches carro carros macchina guidare rijden",
  bicycle: "bike bikes bicycle cycling fahrrad rad radfahren vélo velo bicicleta ciclismo bici bicicletta fiets fietsen",
  "delivery-truck":
    "delivery shipping ship shipped lieferung versand liefern livraison expédition expedition entrega envío envio frete consegna spedizione levering verzending bezorgen",
  package: "package parcel order orders box paket bestellung colis commande paquete pedido pacote encomenda pacco ordine pakket bestelling",
  "shopping-cart":
    "shop store buy cart checkout ecommerce e-commerce kaufen laden einkaufen warenkorb acheter boutique magasin panier comprar tienda carrito loja compra carrinho comprare negozio carrello kopen winkel winkelwagen",
  "shopping-bags": "shopping fashion moda outlet compras",
  label:
    "sale sales rebajas ausverkauf uitverkoop discount deal deals offer price prices cheap rabatt angebot preis preise günstig guenstig soldes promo promotion réduction reduction prix oferta ofertas descuento precio precios barato desconto preço preco saldi sconto offerta prezzo prezzi korting aanbieding prijs prijzen goedkoop",
  "wrapped-gift":
    "gift gifts present free bonus geschenk geschenke gratis kostenlos cadeau cadeaux gratuit regalo regalos presente grátis gratis omaggio cadeautje",
  "credit-card":
    "payment pay card checkout zahlung bezahlen karte paiement payer carte pago pagar tarjeta pagamento pagar cartão cartao pagare carta betaling betalen kaart",
  "money-bag":
    "money cash earn income profit revenue savings save sparen geld einkommen gewinn umsatz argent gagner revenu économiser economiser dinero ganar ingresos ahorrar dinheiro ganhar renda poupar soldi guadagnare risparmiare geld verdienen besparen",
  bank: "bank banking finance financial fees invest investing investment account konto finanzen gebühren gebuehren banque finance frais investir compte banco finanzas comisiones invertir cuenta finanças financas taxas investir conta banca finanza commissioni investire conto financiën financien kosten beleggen rekening",
  "chart-increasing":
    "growth grow increase sales results wachstum wachsen steigern umsatz ergebnis croissance croître croitre augmenter résultats resultats crecimiento crecer aumentar resultados crescimento crescer crescita crescere aumentare risultati groei groeien resultaten",
  "bar-chart":
    "data analytics report statistics stats daten analyse bericht statistik données donnees rapport statistiques datos informe estadísticas estadisticas dados relatório relatorio dati rapporto statistiche gegevens rapport statistieken",
  rocket:
    "launch launches startup start boost rocket starten lancement lancer lanzamiento lanzar lançamento lancamento lancio lanciare lancering lanceren",
  laptop:
    "software app apps online website web digital saas platform computer laptop tool tools logiciel ordinateur plateforme numérique numerique aplicación aplicacion plataforma ordenador digital aplicativo computador piattaforma digitale applicazione programma",
  "mobile-phone":
    "phone mobile smartphone call handy telefon anrufen téléphone telephone portable appeler teléfono telefono móvil movil llamar celular telefone ligar cellulare chiamare telefoon mobiel bellen",
  "e-mail": "email e-mail mail newsletter inbox nachricht courriel correo correio posta",
  "speech-balloon":
    "chat message messages comment comments talk support nachricht kommentar unterstützung unterstuetzung message commentaire mensaje comentario soporte mensagem comentário comentario suporte messaggio commento supporto bericht reactie ondersteuning",
  bell: "notification notifications reminder alert alerts benachrichtigung erinnerung notification rappel notificación notificacion recordatorio notificação notificacao lembrete notifica promemoria melding herinnering",
  megaphone:
    "announce announcement marketing ads advertising campaign ankündigung ankuendigung werbung kampagne annonce publicité publicite campagne anuncio publicidad campaña campana anúncio publicidade campanha annuncio pubblicità pubblicita campagna aankondiging reclame",
  newspaper:
    "news blog article press nachrichten artikel presse actualités actualites article noticias artículo articulo prensa notícias noticias artigo imprensa notizie articolo stampa nieuws artikel pers",
  robot:
    "ai robot automation automate automatic ki automatisierung automatisch ia automatisation automatique automatización automatizacion automático automatico automação automacao automatizzazione automatico automatisering",
  brain:
    "brain smart learn mind gehirn klug lernen cerveau intelligent apprendre cerebro inteligente aprender cérebro cervello imparare hersenen slim leren",
  books:
    "books reading library buch bücher buecher lesen bibliothek livre livres lire bibliothèque bibliotheque libro libros leer biblioteca livro livros ler libri leggere boek boeken lezen bibliotheek",
  "graduation-cap":
    "course courses school student students university education class training teach teacher kurs kurse schule studenten universität universitaet bildung unterricht schulung lehrer cours école ecole étudiant etudiant université universite éducation formation professeur curso cursos escuela estudiante universidad educación educacion clase formación formacion profesor escola estudante universidade educação educacao aula formação formacao professor corso corsi scuola studente università universita istruzione lezione formazione insegnante cursus universiteit onderwijs opleiding leraar",
  "light-bulb":
    "idea ideas tip tips tricks hack hacks creative innovation idee ideen tipp tipps kreativ innovation idée idee astuce astuces créatif creatif idea ideas consejo consejos truco creativo innovación innovacion ideia ideias dica dicas criativo inovação inovacao consiglio consigli trucco creativo idee tip tips creatief",
  trophy:
    "win winner award awards best champion prize gewinnen gewinner preis auszeichnung sieger gagner gagnant prix récompense recompense meilleur ganar ganador premio mejor campeón campeon ganhar vencedor prêmio premio melhor vincere vincitore premio migliore campione winnen winnaar prijs beste kampioen",
  shield:
    "security secure safe safety protect protection sicher sicherheit schutz schützen schuetzen sécurité securite protéger proteger seguridad seguro protección proteccion segurança seguranca protegido sicurezza sicuro proteggere protezione veiligheid veilig beschermen bescherming",
  locked:
    "privacy private password lock datenschutz passwort privat confidentialité confidentialite mot privé prive privacidad contraseña contrasena privado privacidade senha riservatezza privato privacy wachtwoord privé",
  key: "key keys access schlüssel schluessel zugang clé cle clés accès acces llave llaves acceso chave chaves acesso chiave chiavi accesso sleutel sleutels toegang",
  gear: "settings setup configure system engineering process einstellungen system prozess paramètres parametres système systeme processus configuración configuracion sistema proceso configurações configuracoes processo impostazioni processo instellingen systeem proces",
  wrench:
    "repair fix maintenance mechanic reparatur reparieren wartung werkstatt réparation reparation réparer reparer entretien reparación reparacion reparar mantenimiento taller reparação reparacao manutenção manutencao oficina riparazione riparare manutenzione officina reparatie repareren onderhoud garage",
  hammer:
    "build building construction renovation diy handwerk bauen bau renovierung construire construction rénovation renovation bricolage construir construcción construccion renovación renovacion bricolaje construção construcao reforma costruire costruzione ristrutturazione fai bouwen bouw renovatie klussen",
  "artist-palette":
    "design designer art artist paint painting creative kunst künstler kuenstler malen gestaltung art artiste peinture dessin arte artista pintura diseño diseno pintar desenho design arte artista pittura disegno kunst kunstenaar schilderen ontwerp",
  camera:
    "photo photos photography photographer picture pictures foto fotos fotografie fotograf bild bilder photographie photographe fotografía fotografia fotógrafo fotografo imagen imagem fotografo immagine",
  "clapper-board":
    "video videos film films movie movies cinema kino vidéo video cinéma cine película pelicula filme cinema filmes filmato bioscoop",
  "video-game":
    "game games gaming gamer play spiel spiele spielen jeu jeux jouer juego juegos jugar jogo jogos jogar gioco giochi giocare spel spellen spelen",
  "soccer-ball": "football soccer fußball fussball futbol fútbol futebol calcio voetbal",
  basketball: "basketball baloncesto basquete pallacanestro",
  "flexed-biceps":
    "fitness gym workout workouts training strength muscle muscles strong fit kraft muskel muskeln stark entraînement entrainement musculation force fort gimnasio entrenamiento fuerza músculo musculo fuerte academia treino força forca forte palestra allenamento forza muscolo sportschool krachttraining sterk spieren",
  "person-running":
    "run running runner marathon jog jogging sport sports laufen läufer laeufer rennen courir coureur correr carrera corredor corrida correre corsa corridore hardlopen lopen sporten",
  "person-in-lotus-position":
    "yoga meditation meditate mindfulness relax relaxing calm stress wellness achtsamkeit entspannen entspannung ruhe méditation meditation détente detente calme bien-être meditación meditacion relajarse relajación relajacion calma bienestar meditação meditacao relaxar relaxamento bem-estar meditazione rilassarsi relax benessere meditatie ontspannen ontspanning rust",
  stethoscope:
    "doctor health medical clinic care arzt ärztin aerztin gesundheit medizin klinik pflege médecin medecin santé sante médical clinique soins médico medico salud clínica clinica atención saúde saude salute cura dokter gezondheid kliniek zorg",
  pill: "medicine pharmacy pills medikament apotheke tabletten médicament medicament pharmacie medicamento farmacia remédio remedio farmácia medicina farmacia medicijn apotheek",
  tooth:
    "dentist dental teeth tooth smile zahnarzt zahn zähne zaehne dentiste dent dents dentista diente dientes dente dentes denti tandarts tand tanden",
  baby: "baby babies kids kid child children family parents familie kinder eltern bébé bebe enfants enfant famille bebé niños ninos niño nino familia padres bebê criança crianca crianças criancas família pais bambino bambini famiglia genitori kinderen gezin ouders",
  handshake:
    "partner partners partnership deal trust client clients customer customers agreement partnerschaft vertrauen kunde kunden vertrag partenaire partenariat confiance client clients contrat socio socios alianza confianza cliente clientes contrato parceiro parceria confiança confianca clienti fiducia contratto partnerschap vertrouwen klant klanten contract",
  "people-hugging":
    "community team together people friends gemeinschaft zusammen menschen freunde communauté communaute équipe equipe ensemble gens amis comunidad equipo juntos gente amigos comunidade equipe juntos pessoas amigos comunità comunita squadra insieme persone amici gemeenschap samen mensen vrienden",
  briefcase:
    "business job jobs career work office hiring company companies geschäft geschaeft arbeit karriere beruf büro buero firma unternehmen entreprise travail carrière carriere emploi bureau empresa negocio trabajo carrera oficina empleo negócio negocio emprego carreira escritório escritorio azienda lavoro carriera ufficio bedrijf werk carrière kantoor baan vacature",
  "office-building":
    "city cities office offices headquarters stadt städte staedte ville villes ciudad ciudades cidade cidades città citta stad steden",
  factory:
    "factory industry manufacturing production fabrik industrie produktion herstellung usine industrie fabrication production fábrica fabrica industria producción produccion indústria industria produção producao fabbrica industria produzione fabriek industrie productie",
  "high-voltage":
    "fast energy power quick instant electric schnell energie strom sofort elektrisch rapide énergie électrique electrique instantané instantane rápido rapido energía energia eléctrico electrico instantáneo elétrico eletrico veloce elettrico istantaneo snel stroom",
  battery:
    "battery charge charging akku batterie laden batterie recharge batería bateria carga bateria carregar batteria ricarica batterij opladen",
  droplet:
    "water rain clean cleaning wasser regen sauber reinigung eau pluie propre nettoyage agua lluvia limpio limpieza água agua chuva limpo limpeza acqua pioggia pulito pulizia water regen schoon schoonmaak",
  fire: "hot trending fire spicy heiß heiss feuer scharf chaud feu épicé epice caliente fuego picante quente fogo apimentado caldo fuoco piccante heet vuur pittig",
  "alarm-clock":
    "time minutes minute hours hour daily morning deadline zeit minuten stunde stunden morgen täglich taeglich temps minutes heure heures matin quotidien tiempo minutos hora horas mañana manana diario tempo minutos hora horas manhã manha diário diario tempo minuti ore mattina giornaliero tijd minuten uur uren ochtend dagelijks",
  "spiral-calendar":
    "calendar date dates schedule event events week weekend monday friday saturday sunday kalender datum termin veranstaltung woche wochenende samstag sonntag calendrier date rendez-vous événement evenement semaine samedi dimanche calendario fecha cita evento semana sábado sabado domingo data agenda evento semana sábado sábado domingo calendario data appuntamento evento settimana sabato domenica kalender datum afspraak evenement week weekend zaterdag zondag",
  "hourglass-not-done":
    "wait waiting soon coming countdown warten bald demnächst demnaechst attendre bientôt bientot esperar pronto próximamente proximamente aguardar breve aspettare presto prossimamente wachten binnenkort",
  "t-shirt":
    "shirt shirts clothes clothing apparel merch kleidung shirt vêtements vetements ropa camiseta roupa roupas camisa abbigliamento maglietta kleding shirt",
  "running-shoe":
    "shoe shoes sneakers sneaker schuh schuhe chaussure chaussures baskets zapatillas zapato zapatos tênis tenis sapato sapatos scarpe scarpa sneakers schoen schoenen",
  lipstick:
    "beauty makeup cosmetics skincare schönheit schoenheit kosmetik beauté beaute maquillage cosmétique cosmetique belleza maquillaje cosméticos cosmeticos beleza maquiagem cosméticos bellezza trucco cosmetici schoonheid make-up cosmetica",
  scissors:
    "hair haircut salon barber friseur haare coiffeur coiffure cheveux peluquería peluqueria pelo cabello cabeleireiro cabelo parrucchiere capelli kapper haar",
  "gem-stone":
    "jewelry jewellery luxury premium diamond schmuck luxus bijoux luxe joyería joyeria lujo joias joalheria luxo gioielli lusso sieraden luxe",
  crown:
    "vip exclusive king queen royal exklusiv könig koenig exclusif roi reine exclusivo rey reina exclusivo rei rainha esclusivo re regina exclusief koning koningin",
  star: "star stars rated rating ratings review reviews reviewed quality stern sterne bewertung bewertungen qualität qualitaet étoile etoile étoiles etoiles avis qualité qualite estrella estrellas reseña resena reseñas resenas calidad estrela estrelas avaliação avaliacao qualidade stella stelle recensione recensioni qualità qualita ster sterren beoordeling recensie kwaliteit",
  "red-heart":
    "love loved favourite favorite heart liebe lieben herz lieblings amour aimer cœur coeur préféré prefere amor amar corazón corazon favorito coração coracao amore amare cuore preferito liefde houden hart favoriet",
  "thumbs-up":
    "easy simple good great liked einfach gut super facile bon génial genial fácil facil sencillo bueno simples bom ótimo otimo semplice buono ottimo makkelijk eenvoudig goed geweldig",
  "check-mark-button":
    "done step steps checklist check ready guaranteed schritt schritte fertig erledigt garantiert étape etape étapes etapes prêt pret garanti paso pasos listo garantizado passo passos pronto garantido passo passi pronto garantito stap stappen klaar gegarandeerd",
  "magnifying-glass-tilted-left":
    "search find discover explore seo suchen finden entdecken chercher trouver découvrir decouvrir explorer buscar encontrar descubrir explorar procurar encontrar descobrir cercare trovare scoprire esplorare zoeken vinden ontdekken",
  bullseye: "goal goals target focus ziel ziele objectif objectifs cible objetivo objetivos meta metas obiettivo obiettivi doel doelen",
  "waving-hand":
    "hello hi welcome meet hallo willkommen bonjour salut bienvenue hola bienvenido bienvenida olá ola bem-vindo benvenuto benvenuti ciao hoi welkom",
};

/** Neutral pictures for a scene whose words call for nothing in particular, taken in turn. */
export const NEUTRAL_ILLUSTRATIONS = [
  "sparkles",
  "glowing-star",
  "light-bulb",
  "thumbs-up",
  "check-mark-button",
  "speech-balloon",
] as const;
/** A stat's picture when its words call for nothing in particular. */
export const STAT_ILLUSTRATIONS = ["chart-increasing", "bar-chart", "hundred-points"] as const;
