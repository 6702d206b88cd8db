import type { IntentRules } from './intent-rules';

/**
 * The Spanish words that steer the model's guess, as answers.ts's English ones do. They read the
 * sentence in lower case without accents (`plainSpanish`): "cuánto" and "cuanto" alike.
 */
export const spanishRules: IntentRules = {
  emergency:
    /\b(emergencia|accidente|choque|chocamos|choco|chocaron|se volteo|volcamos|herid[oa]s?|lastimad[oa]s?|sangrando|ambulancia|fuego|incendio|quemando|sos|911|auxilio)\b/,
  price:
    /\b(cuanto (cuesta|cuestan|cobra|cobran|sale|saldria|seria|es|me|vale|costaria|por)|precios?|costo|cuesta|cotiza\w*|tarifas?|cobran|cobra|estimado|presupuesto)\b/,
  time: /\b(cuanto (tiempo|tarda|tardan|se tarda|dura|demora|se demora)|cuantos (dias|horas)|cuantas horas|tiempo de (viaje|manejo)|duracion|que tan rapido)\b/,
  book: /\b(reserv\w+|manden? (un )?(chofer|conductor)|mandeme|solicitar (un )?(traslado|chofer|conductor)|(quiero|necesito|ocupo|quisiera) (que )?(me )?(muevan|lleven|mover|llevar|trasladar|relocalizar)|muevan|lleven)\b/,
  still:
    /\b(no se (ha )?mueve|no se ha movido|no avanza|parad[oa]|detenid[oa]|atorad[oa]|atascad[oa]|estancad[oa]|sin movimiento|no hay movimiento|dejo de moverse|estacionad[oa])\b/,
  earn: /\b(gano|ganaria|ganar|me toca|me pagan|me queda|mi (pago|parte))\b/,
  driverCancel:
    /\b(cancel\w*|echarme para atras|rajarme|dejar|dejo|devolver|regresar|soltar)\b.*\b(trabajo|carga|viaje|acepte|tome|aceptad[oa])\b|\b(acepte|tome)\b.*\bcancel/,
  plan: /\b(planes|plan|suscripcion\w*|premium|membresia)\b/,
  truck: /\b(camion|camiones|chofer|conductor|troca|unidad|tractor|tractocamion|vehiculo|trailer|traila)\b/,
  notRunning:
    /\b(remolc\w*|grua|arrastre|descompuest[oa]|descompuso|no (arranca|prende|camina|funciona|anda|sirve|jala)|muerto|desbiel\w*|chocado|plataforma)\b/,
};
