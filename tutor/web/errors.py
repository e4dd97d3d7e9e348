"""Dutch error pages for every HTTP error: bad input gets a 4xx page, never a traceback."""
from __future__ import annotations

from flask import Flask, Response
from flask_wtf.csrf import CSRFError
from werkzeug.exceptions import HTTPException, InternalServerError

from tutor.web.htmx import render

__all__ = ["ERROR_TEXTS", "init_app"]

# status code -> (title, default explanation)
ERROR_TEXTS: dict[int, tuple[str, str]] = {
    400: ("Ongeldig verzoek",
          "Wat uw browser stuurde, kunnen we niet verwerken. Controleer wat u invulde en probeer het opnieuw."),
    403: ("Geen toegang", "U hebt geen toegang tot deze pagina."),
    404: ("Pagina niet gevonden",
          "Deze pagina bestaat niet (meer). Misschien is het adres niet helemaal goed overgenomen."),
    405: ("Dat kan hier niet", "Dit adres is niet bedoeld voor wat uw browser probeerde te doen."),
    413: ("Te veel gegevens", "Wat u verstuurde is te groot om te verwerken."),
    429: ("Even rustig aan",
          "U hebt in korte tijd erg veel verzoeken gedaan. Wacht een ogenblik en probeer het dan opnieuw."),
    500: ("Er ging iets mis",
          "Er ging aan onze kant iets mis. Probeer het straks opnieuw; blijft het misgaan, "
          "meld het dan aan uw docent of de beheerder."),
}
CSRF_TEXT = "Het formulier is verlopen of onvolledig. Laad de pagina opnieuw en probeer het nog eens."
GENERIC = ("Er ging iets mis", "Dit verzoek kon niet worden afgehandeld.")


def _message(error: HTTPException) -> tuple[str, str]:
    code = error.code or 500
    title, text = ERROR_TEXTS.get(code, GENERIC if code >= 500 else (GENERIC[0], ERROR_TEXTS[400][1]))
    if isinstance(error, CSRFError):
        text = CSRF_TEXT
    elif error.description and error.description != type(error).description and code < 500:
        # a view's own Dutch explanation, e.g. abort(404, "Deze les bestaat niet.")
        text = error.description
    return title, text


def handle_http_error(error: HTTPException) -> Response:
    code = error.code or 500
    title, text = _message(error)
    response = render("errors/error.html", "errors/_error.html", status=code,
                      code=code, title=title, message=text)
    for name, value in error.get_headers():
        if name.lower() != "content-type":
            response.headers[name] = value
    return response


def handle_server_error(error: InternalServerError) -> Response:
    return handle_http_error(InternalServerError())


def init_app(app: Flask) -> None:
    app.register_error_handler(HTTPException, handle_http_error)
    app.register_error_handler(InternalServerError, handle_server_error)
