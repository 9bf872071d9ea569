package verify;

import jvsim.api.Verify;

/** Data choices alone: 4 x 2 combinations, those with a == 2 ignored, and a == 3 && b fails. */
public class Choices {
    public static void main(String[] args) {
        int a = Verify.getInt(0, 3);
        boolean b = Verify.getBoolean();
        Verify.assume(a != 2);
        System.out.println("a=" + a + " b=" + b);
        assert !(a == 3 && b) : "a=" + a + " b=" + b;
    }
}
