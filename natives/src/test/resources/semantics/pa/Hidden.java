package pa;

/** Public here; pachanged/pa/Hidden.java makes it package-private. */
public class Hidden {
    public static int x = 5;
}
