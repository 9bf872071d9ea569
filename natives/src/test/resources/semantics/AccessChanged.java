/** Secret with the members Access.java uses made private. */
class Secret {
    private static int hidden = 1;
    private static int peek() { return 2; }
}
