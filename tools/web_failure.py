"""A check of tools/web_test.py that failed: raised with one line saying what was wrong."""


class Failure(Exception):
    pass


def fail(message):
    raise Failure(message)
