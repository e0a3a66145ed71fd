# Los datos de cada usuario: /connect4 my-data y /connect4 forget-me, y cómo se nombra a un jugador olvidado.

former-player = un antiguo jugador
my-data-caption = Todo lo que cuatro guarda sobre ti, en JSON: tus partidas y sus jugadas, tus puntuaciones en cada servidor y variante, tu puntuación y tus intentos de problemas, y tus torneos. { $forget } lo borra.
my-data-too-large = Tus datos ({ $size } MB) pesan más de lo que Discord me deja adjuntar aquí. Pídeselos a quien gestiona el bot.
forget-title = ¿Olvidarte?
forget-warning = ⚠️ Se borrarán tus puntuaciones, tus estadísticas, tu historial de problemas y tus líneas en las clasificaciones de todos los servidores. Tus partidas terminadas conservan sus jugadas para tus rivales, y en ellas aparecerás como «{ former-player }». Saldrás de los torneos en curso. No se puede deshacer.
forget-button = Olvidarme
forget-done-title = Te hemos olvidado
forget-done = Nada de lo que cuatro guarda te nombra ya: { $deleted ->
    [one] se borró 1 registro
   *[other] se borraron { $deleted } registros
} y { $anonymised ->
    [one] 1 muestra ahora «{ former-player }».
   *[other] { $anonymised } muestran ahora «{ former-player }».
}
forget-not-yours = Esta confirmación es de otra persona: no se borró nada.
forget-cancelled-title = No se borró nada
forget-cancelled = Tus datos siguen igual.
forget-games-under-way = { $count ->
    [one] Tienes una partida en curso: termínala o abandónala ({ $resign }) y vuelve a pedirlo.
   *[other] Tienes { $count } partidas en curso: termínalas o abandónalas ({ $resign }) y vuelve a pedirlo.
}
