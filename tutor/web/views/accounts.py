"""Teacher accounts in the browser: register, log in, log out, change the password; every form
that checks a secret or makes an account is rate-limited per address (shared by the workers).

Registering never tells whether an address has an account: for a new address the account is made,
for a known one nothing changes, and both get the same answer, the login page with the address
filled in ("log in with the password you just chose; had you an account already, it is unchanged").
The login session and the limiter themselves: :mod:`tutor.web.auth`.
"""
from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, current_app, flash, redirect, render_template, request, session, url_for
from flask_login import current_user, login_required
from flask_wtf import FlaskForm
from wtforms import EmailField, PasswordField, StringField
from wtforms.validators import DataRequired, EqualTo, Length

from tutor.store import teachers
from tutor.store.teachers import AccountError
from tutor.web.auth import limiter, log_in, log_out
from tutor.web.db import get_db

__all__ = ["bp"]

bp = Blueprint("accounts", __name__)

LOGIN_LIMIT_MESSAGE = ("U hebt te vaak een verkeerd wachtwoord ingevuld. Wacht even (uiterlijk een uur) "
                       "en probeer het dan opnieuw.")
REGISTER_LIMIT_MESSAGE = "Vanaf dit adres zijn in korte tijd veel accounts gemaakt. Probeer het later opnieuw."
PASSWORD_LIMIT_MESSAGE = ("U hebt te vaak een verkeerd huidig wachtwoord ingevuld. Wacht even (uiterlijk een uur) "
                          "en probeer het dan opnieuw.")
REGISTERED = ("Bijna klaar: log hieronder in met uw e-mailadres en het wachtwoord dat u net koos. Had u met dit "
              "adres al een account? Dan is daaraan niets veranderd; log dan in met uw bestaande wachtwoord.")
LOGIN_EMAIL_KEY = "login_email"  # the address just registered, filled in on the login page once


def _profile() -> str:
    return current_app.config["ARGON2_PROFILE"]


def _safe_next(target: str | None) -> str:
    """Only a path on this site (never ``//elsewhere`` or ``https://...``) after logging in."""
    default = url_for("teacher.home")
    if not target:
        return default
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return default
    return target


def _failed(response) -> bool:
    """Only failed logins count towards the limit (a success redirects)."""
    return response.status_code >= 400


def _login_email_key() -> str:
    return "login-email:" + request.form.get("email", "").strip().lower()[:teachers.EMAIL_MAX]


def _teacher_key() -> str:
    """Failed password changes count per account too, whichever address they come from."""
    return f"password-teacher:{current_user.teacher.id}" if current_user.is_authenticated else "password-teacher:-"


# -- forms ---------------------------------------------------------------------------------------
REQUIRED_EMAIL = DataRequired(message="Vul uw e-mailadres in.")


class LoginForm(FlaskForm):
    email = EmailField("E-mailadres", validators=[REQUIRED_EMAIL, Length(
        max=teachers.EMAIL_MAX, message=f"Een e-mailadres heeft hoogstens {teachers.EMAIL_MAX} tekens.")])
    password = PasswordField("Wachtwoord", validators=[DataRequired(message="Vul uw wachtwoord in.")])


class RegisterForm(FlaskForm):
    name = StringField("Uw naam", validators=[
        DataRequired(message="Vul uw naam in; uw leerlingen zien die als ze zich aanmelden bij uw groep."),
        Length(max=teachers.NAME_MAX, message=f"Uw naam mag hoogstens {teachers.NAME_MAX} tekens lang zijn.")])
    email = EmailField("E-mailadres", validators=[REQUIRED_EMAIL])
    password = PasswordField("Wachtwoord", validators=[
        DataRequired(message="Kies een wachtwoord."),
        Length(min=teachers.PASSWORD_MIN, max=teachers.PASSWORD_MAX,
               message=f"Kies een wachtwoord van {teachers.PASSWORD_MIN} tot {teachers.PASSWORD_MAX} tekens.")])
    confirm = PasswordField("Herhaal het wachtwoord", validators=[
        DataRequired(message="Vul het wachtwoord nog een keer in."),
        EqualTo("password", message="De twee wachtwoorden zijn niet gelijk.")])


class PasswordForm(FlaskForm):
    current = PasswordField("Huidige wachtwoord", validators=[DataRequired(message="Vul uw huidige wachtwoord in.")])
    password = PasswordField("Nieuw wachtwoord", validators=[
        DataRequired(message="Kies een nieuw wachtwoord."),
        Length(min=teachers.PASSWORD_MIN, max=teachers.PASSWORD_MAX,
               message=f"Kies een wachtwoord van {teachers.PASSWORD_MIN} tot {teachers.PASSWORD_MAX} tekens.")])
    confirm = PasswordField("Herhaal het nieuwe wachtwoord", validators=[
        DataRequired(message="Vul het nieuwe wachtwoord nog een keer in."),
        EqualTo("password", message="De twee wachtwoorden zijn niet gelijk.")])


# -- views ----------------------------------------------------------------------------------------
@bp.route("/docent/registreren", methods=["GET", "POST"])
@limiter.limit("10 per hour;30 per day", methods=["POST"], error_message=REGISTER_LIMIT_MESSAGE)
def register():
    if current_user.is_authenticated:
        return redirect(url_for("teacher.home"), 303)
    form = RegisterForm()
    status = 200
    if form.validate_on_submit():
        try:
            # None for an address that has an account: answered exactly as a new one (no enumeration)
            teachers.register(get_db(), form.email.data, form.name.data, form.password.data, _profile())
        except AccountError as exc:
            field = getattr(form, exc.field, form.password)
            field.errors = [*field.errors, str(exc)]
        else:
            session[LOGIN_EMAIL_KEY] = teachers.normalise_email(form.email.data)
            flash(REGISTERED)
            return redirect(url_for("accounts.login"), 303)
    if form.errors:
        status = 400
    return render_template("accounts/register.html", form=form), status


@bp.get("/docent/inloggen")
def login():
    if current_user.is_authenticated:
        return redirect(_safe_next(request.args.get("volgende")), 303)
    form = LoginForm(email=session.pop(LOGIN_EMAIL_KEY, None))
    return render_template("accounts/login.html", form=form, next_url=request.args.get("volgende", ""))


@bp.post("/docent/inloggen")
@limiter.limit("10 per minute;50 per hour", deduct_when=_failed, error_message=LOGIN_LIMIT_MESSAGE)
@limiter.limit("20 per hour", key_func=_login_email_key, deduct_when=_failed, error_message=LOGIN_LIMIT_MESSAGE)
def login_post():
    form = LoginForm()
    next_url = request.form.get("volgende", "")
    if form.validate_on_submit():
        teacher = teachers.authenticate(get_db(), form.email.data, form.password.data, _profile())
        if teacher is not None:
            log_in(teacher)
            return redirect(_safe_next(next_url), 303)
        form.password.errors = ["Dit e-mailadres en wachtwoord horen niet bij elkaar. Controleer ze en probeer "
                                "het opnieuw."]
    return render_template("accounts/login.html", form=form, next_url=next_url), 401


@bp.post("/docent/uitloggen")
def logout():
    log_out()
    flash("U bent uitgelogd.")
    return redirect(url_for("accounts.login"), 303)


@bp.route("/docent/wachtwoord", methods=["GET", "POST"])
@login_required
@limiter.limit("10 per minute;50 per hour", methods=["POST"], deduct_when=_failed, error_message=PASSWORD_LIMIT_MESSAGE)
@limiter.limit("20 per hour", methods=["POST"], key_func=_teacher_key, deduct_when=_failed,
               error_message=PASSWORD_LIMIT_MESSAGE)
def password():
    form = PasswordForm()
    status = 200
    if form.validate_on_submit():
        try:
            teacher = teachers.change_password(get_db(), current_user.teacher.id, form.current.data,
                                               form.password.data, _profile())
        except AccountError as exc:
            field = getattr(form, exc.field, form.password)
            field.errors = [*field.errors, str(exc)]
        else:
            log_in(teacher)  # every login of the teacher ended with the new password: this browser goes on
            flash("Uw wachtwoord is gewijzigd. Op andere apparaten moet u opnieuw inloggen.")
            return redirect(url_for("teacher.home"), 303)
    if form.errors:
        status = 400
    return render_template("accounts/password.html", form=form), status
