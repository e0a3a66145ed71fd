# Les données de chaque utilisateur : /connect4 my-data et /connect4 forget-me, et le nom d'un joueur oublié.

former-player = un ancien joueur
my-data-caption = Tout ce que cuatro garde sur toi, en JSON : tes parties et leurs coups, tes classements dans chaque serveur et chaque variante, ton classement et tes essais de problèmes, et tes tournois. { $forget } l'efface.
my-data-too-large = Tes données ({ $size } Mo) dépassent ce que Discord me laisse joindre ici. Demande-les à la personne qui gère le bot.
forget-title = T'oublier ?
forget-warning = ⚠️ Tes classements, tes statistiques, ton historique de problèmes et tes lignes dans les classements seront effacés dans tous les serveurs. Tes parties terminées gardent leurs coups pour tes adversaires, et tu y apparaîtras comme « { former-player } ». Tu quitteras les tournois en cours. C'est définitif.
forget-button = M'oublier
forget-done-title = Tu as été oublié
forget-done = Plus rien de ce que cuatro garde ne te nomme : { $deleted ->
    [one] 1 enregistrement a été effacé
   *[other] { $deleted } enregistrements ont été effacés
} et { $anonymised ->
    [one] 1 affiche désormais « { former-player } ».
   *[other] { $anonymised } affichent désormais « { former-player } ».
}
forget-not-yours = Cette confirmation appartient à quelqu'un d'autre : rien n'a été effacé.
forget-cancelled-title = Rien n'a été effacé
forget-cancelled = Tes données n'ont pas changé.
forget-games-under-way = { $count ->
    [one] Tu as une partie en cours : termine-la ou abandonne-la ({ $resign }), puis redemande.
   *[other] Tu as { $count } parties en cours : termine-les ou abandonne-les ({ $resign }), puis redemande.
}
